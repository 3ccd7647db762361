import { paths } from '@parley/api-contract';
import type { Conversation, StreamEvent } from '@parley/api-contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, users } from '../db/schema';
import { parseEventStream, seededAgents } from '../test-support/event-stream-client';
import { seededUsers, startTestServer } from '../test-support/test-server';
import type { TestServer } from '../test-support/test-server';
import { multipartRequest } from '../test-support/upload-test-support';

const { staff, moderator } = seededUsers;

const parkingGuide =
  'Visitors park on level 2 of the garage.\n\nStaff bicycles go to the basement racks next to the lifts.';

describe('uploads carried by questions', () => {
  let server: TestServer;

  const uploadAttachment = async (
    userName: string,
    fileName: string,
    text: string,
    attachmentType: 'FileSearch' | 'CodeInterpreter',
  ): Promise<string> => {
    const response = await server.as(
      userName,
      await multipartRequest(paths.attachments.upload(), {
        file: { fileName, type: 'text/plain', data: text },
        attachmentType,
        context: 'Conversation',
      }),
    );
    return response.json().attachmentId;
  };

  const uploadImage = async (userName: string, fileName: string): Promise<string> => {
    const data = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#118844' },
    })
      .png()
      .toBuffer();
    const response = await server.as(
      userName,
      await multipartRequest(paths.visionImages.upload(), {
        file: { fileName, type: 'image/png', data },
      }),
    );
    return response.json().visionImageId;
  };

  /** Asks Parley Assistant (CodeInterpreter and Vision) unless another agent is named. */
  const start = async (
    userName: string,
    question: string,
    uploads: { visionImageIds?: string[]; attachmentIds?: string[] },
    gptSystemId: string = seededAgents.assistant,
  ) =>
    server.as(userName, {
      method: 'POST',
      url: paths.userConversations.byGptSystemId(gptSystemId),
      payload: { question, session: { sessionIdentifier: 'uploads-test' }, ...uploads },
    });

  const ids = (events: StreamEvent[]) => {
    const first = events[0];
    if (first?.event !== 'conversation-and-segment-id') throw new Error('No ids event');
    return {
      conversationId: first.data.ConversationId,
      segmentId: first.data.ConversationSegmentId,
    };
  };

  const answerText = (events: StreamEvent[]) =>
    events.map((event) => (event.event === 'response-updated' ? event.data.Text : '')).join('');

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('a FileSearch attachment', () => {
    let attachmentId: string;
    let events: StreamEvent[];
    let conversationId: string;
    let segmentId: string;
    beforeAll(async () => {
      attachmentId = await uploadAttachment(staff, 'parking.txt', parkingGuide, 'FileSearch');
      const response = await start(
        staff,
        'Where do visitors park?',
        { attachmentIds: [attachmentId] },
        seededAgents.handbook,
      );
      expect(response.statusCode).toBe(200);
      events = parseEventStream(response.body);
      ({ conversationId, segmentId } = ids(events));
    });

    it('is answered from its text by the offline engine, for an agent with FileSearch', () => {
      expect(answerText(events)).toContain(
        '**parking.txt**\n\n> Visitors park on level 2 of the garage.',
      );
    });

    it('is cited with its file name as title and a path the citation download serves', () => {
      const model = events.find((event) => event.event === 'response-model');
      expect(model?.data).toMatchObject({
        Citations: [{ Title: 'parking.txt', Path: `attachments/${attachmentId}` }],
      });
    });

    it('shows with its segment after a reload, with the citation', async () => {
      const response = await server.as(staff, {
        method: 'GET',
        url: paths.userConversations.one(conversationId),
      });
      const segment = (response.json() as Conversation).segments[0];
      expect(segment?.attachments).toEqual([
        { attachmentId, originalFileName: 'parking.txt', attachmentType: 'FileSearch' },
      ]);
      expect(segment?.citations).toEqual([
        { title: 'parking.txt', path: `attachments/${attachmentId}` },
      ]);
    });

    it("downloads the cited attachment's text through the citation download, called as the client calls it", async () => {
      const query = new URLSearchParams({
        conversationId,
        conversationSegmentId: segmentId,
        path: `attachments/${attachmentId}`,
        title: 'parking.txt',
        save: 'true',
      });
      const response = await server.as(staff, {
        method: 'GET',
        url: `${paths.userConversations.citationDownload(conversationId, segmentId)}?${query}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().type).toBe('text/plain');
      expect(Buffer.from(response.json().data, 'base64').toString('utf8')).toBe(parkingGuide);
    });

    it("answers another user's citation download with 404", async () => {
      const response = await server.as(moderator, {
        method: 'GET',
        url: `${paths.userConversations.citationDownload(conversationId, segmentId)}?path=attachments/${attachmentId}`,
      });
      expect(response.statusCode).toBe(404);
    });

    it('still answers a follow-up question from it without attaching it again', async () => {
      const response = await server.as(staff, {
        method: 'POST',
        url: paths.userConversations.segments(conversationId),
        payload: { question: 'And staff bicycles?', lineage: { parentSegmentId: segmentId } },
      });
      expect(answerText(parseEventStream(response.body))).toContain(
        '> Staff bicycles go to the basement racks next to the lifts.',
      );
    });
  });

  it('tells the code interpreter the name, size and line count of a CodeInterpreter attachment', async () => {
    const csv = 'month,sales\njan,10\nfeb,12\n';
    const attachmentId = await uploadAttachment(staff, 'sales.csv', csv, 'CodeInterpreter');
    const response = await start(staff, 'Chart the sales', { attachmentIds: [attachmentId] });
    const output = parseEventStream(response.body).filter(
      (event) => event.event === 'code-interpreter-updated',
    );
    expect(output.map((event) => event.data)).toEqual([
      { Text: 'Received sales.csv: 26 bytes, 3 lines.\n' },
    ]);
  });

  it('refuses an attachment of a type the agent lacks with 400 naming attachmentIds and the rule (chat-spec section 5)', async () => {
    const notes = await uploadAttachment(staff, 'notes.txt', 'Some notes', 'FileSearch');
    const sales = await uploadAttachment(staff, 'sales.csv', 'month,sales\n', 'CodeInterpreter');
    const toAssistant = await start(staff, 'Search my notes', { attachmentIds: [notes] });
    expect(toAssistant.statusCode).toBe(400);
    expect(toAssistant.json().message).toBe(
      'attachmentIds: this agent takes CodeInterpreter attachments only; "notes.txt" (FileSearch) cannot be used with it.',
    );
    const toHandbook = await start(
      staff,
      'Chart the sales',
      { attachmentIds: [sales] },
      seededAgents.handbook,
    );
    expect(toHandbook.statusCode).toBe(400);
    expect(toHandbook.json().message).toBe(
      'attachmentIds: this agent takes FileSearch attachments only; "sales.csv" (CodeInterpreter) cannot be used with it.',
    );
  });

  describe('vision images', () => {
    let visionImageId: string;
    let events: StreamEvent[];
    beforeAll(async () => {
      visionImageId = await uploadImage(staff, 'whiteboard.png');
      const response = await start(staff, 'What does the whiteboard say?', {
        visionImageIds: [visionImageId],
      });
      events = parseEventStream(response.body);
    });

    it('reach the model: the offline engine says it received them and names them', () => {
      expect(answerText(events)).toContain(
        'I received 1 image: `whiteboard.png`. The offline engine cannot look at images',
      );
    });

    it('show with their segment after a reload, so the client can fetch the previews', async () => {
      const response = await server.as(staff, {
        method: 'GET',
        url: paths.userConversations.one(ids(events).conversationId),
      });
      expect((response.json() as Conversation).segments[0]?.visionImages).toEqual([
        {
          visionImageId,
          blobFileName: 'image.png',
          thumbnailBlobFileName: 'thumbnail.webp',
          mimeType: 'image/png',
        },
      ]);
    });
  });

  it("refuses a question carrying another user's image or attachment with 400, storing nothing", async () => {
    const othersImage = await uploadImage(moderator, 'secret.png');
    const othersFile = await uploadAttachment(moderator, 'secret.txt', 'secret', 'FileSearch');
    const [staffUser] = await server.database.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.userName, staff));
    const conversationsOfStaff = async () =>
      (
        await server.database.db
          .select({ rows: count() })
          .from(conversations)
          .where(eq(conversations.ownerUserId, staffUser?.userId ?? ''))
      )[0]?.rows;
    const before = await conversationsOfStaff();

    const withImage = await start(staff, 'Describe it', { visionImageIds: [othersImage] });
    expect(withImage.statusCode).toBe(400);
    expect(withImage.json().message).toBe(
      `visionImageIds: no image "${othersImage}" of yours exists; upload it again.`,
    );
    const withFile = await start(staff, 'Summarise it', { attachmentIds: [othersFile] });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().message).toBe(
      `attachmentIds: no attachment "${othersFile}" of yours exists; upload it again.`,
    );
    expect(await conversationsOfStaff()).toBe(before);
  });
});
