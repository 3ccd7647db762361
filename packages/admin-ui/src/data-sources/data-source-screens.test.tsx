import { actions, dataSourceMessages, dataSourcePaths } from '@parley/api-contract';
import type { Action, LibraryFile } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pasteInto as fill, recordRequestBodies, renderConsole } from '../testing/console-harness';
import {
  handbookId as id,
  sampleChunks,
  sampleFile,
  sampleFiles,
  sampleLibrary,
  sampleLog,
} from './data-source-fixtures';
import { dataSourceConsoleMessages as messages } from './data-source-messages';
import { FILE_POLL_INTERVAL_MS } from './library-files-panel';
import { dataSourceListsApi, dataSourceScreens } from './data-source-screen-harness';

const editPath = `/datasource/FileLibrary/Default/${id}/edit`;
const filesCall = `GET ${dataSourcePaths.files(id)}`;
const page = (items: readonly LibraryFile[]) => ({ body: { items, continuationToken: null } });

async function renderAt(route: string, routes: ApiRoutes = {}, held?: readonly Action[]) {
  const bodies = recordRequestBodies();
  const api = await renderConsole({
    ...dataSourceScreens,
    route,
    api: { ...dataSourceListsApi, ...routes },
    actions: held,
  });
  return { api, bodies, user: userEvent.setup() };
}

/** The handbook's page with its files as told. */
const editingRoutes = (routes: ApiRoutes, files: readonly LibraryFile[]): ApiRoutes => ({
  [`GET ${dataSourcePaths.one(id)}`]: { body: sampleLibrary() },
  [filesCall]: page(files),
  ...routes,
});
const editing = (routes: ApiRoutes = {}, files: readonly LibraryFile[] = [sampleFile()]) =>
  renderAt(editPath, editingRoutes(routes, files));

// Hidden from the accessibility tree while a drawer is open, as everything behind it is.
const [firstChunk] = sampleChunks;
const location = () => screen.getByRole('status', { name: 'Location', hidden: true });
const filesTable = () => screen.findByRole('table', { name: messages.filesLabel });

describe('DataSourceListScreen', () => {
  it("is headed by the menu item's title and lists each library's type, file counts and agents", async () => {
    await renderAt('/datasource');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('File Libraries');
    const link = await screen.findByRole('link', { name: 'Staff handbook' });
    expect(link).toHaveAttribute('href', editPath);
    const rows = within(screen.getByRole('table', { name: messages.listLabel }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Staff handbook', messages.typeLabel('Default'), '3 Online', 'Policy Guide'],
      [
        'Travel library',
        messages.typeLabel('Explicit'),
        '1 Queued1 Processing4 Online1 Error',
        messages.noAgents,
      ],
    ]);
  });

  it('keeps New library disabled for a reader, saying why', async () => {
    await renderAt('/datasource', {}, [actions.DataSourcesRead]);
    const button = await screen.findByRole('button', { name: messages.newLibrary });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        'You need the DataSourcesCreate action to create file libraries.',
      ),
    );
    expect(button).toBeDisabled();
  });
});

describe('New data source', () => {
  it("chooses the type, refuses bad settings in the contract's words, then creates and opens it", async () => {
    const created = sampleLibrary({ name: 'Travel rules', agents: [] });
    const { bodies, user } = await renderAt('/datasource/new', {
      [`POST ${dataSourcePaths.typed('FileLibrary', 'Default')}`]: { status: 201, body: created },
      [`GET ${dataSourcePaths.one(id)}`]: { body: created },
      [filesCall]: page([]),
    });
    await user.click(
      await screen.findByRole('link', { name: messages.endpointsChoice.Default.title }),
    );
    await waitFor(() =>
      expect(location()).toHaveTextContent('/datasource/FileLibrary/Default/new'),
    );
    const overlap = await screen.findByRole('spinbutton', { name: /Chunk overlap/ });
    await user.clear(overlap);
    await fill(overlap, '900');
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(dataSourceMessages.nameRequired)).toBeVisible();
    expect(screen.getByText(dataSourceMessages.chunkOverlapRange)).toBeVisible();
    expect(bodies.sent).toEqual([]);

    await user.clear(overlap);
    await fill(overlap, '100');
    await fill(screen.getByRole('textbox', { name: /Name/ }), '  Travel rules ');
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(messages.created)).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(editPath));
    expect(bodies.bodiesOf(`POST ${dataSourcePaths.typed('FileLibrary', 'Default')}`)).toEqual([
      {
        name: 'Travel rules',
        description: '',
        indexSettings: { chunkSize: 1200, chunkOverlap: 100, language: 'english' },
        embeddingDeploymentName: null,
      },
    ]);
    expect(await screen.findByText(messages.filesEmpty)).toBeVisible();
  });

  it('opens an untyped edit address on its typed path', async () => {
    await renderAt(`/datasource/${id}/edit`, {
      [`GET ${dataSourcePaths.one(id)}`]: { body: sampleLibrary() },
      [filesCall]: page([]),
    });
    await waitFor(() => expect(location()).toHaveTextContent(editPath));
  });
});

describe('DataSourceEditScreen', () => {
  it('keeps Delete disabled while agents answer from the library, naming them', async () => {
    await editing();
    const button = await screen.findByRole('button', { name: messages.deleteLibrary });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(messages.inUseReason(['Policy Guide']));
  });

  it('asks for the embedding deployment when explicit endpoints are chosen', async () => {
    const { bodies, user } = await editing();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: messages.endpointsLabel }),
      messages.endpointsChoice.Explicit.title,
    );
    await user.click(screen.getByRole('button', { name: messages.save }));
    expect(await screen.findByText(dataSourceMessages.embeddingRequired)).toBeVisible();
    expect(bodies.sent).toEqual([]);
  });

  it('filters the files by status in the URL and opens a file in a drawer with its passages and log', async () => {
    const file = sampleFile();
    const { api, user } = await editing({
      [`GET ${dataSourcePaths.fileChunks(id, file.fileName)}`]: {
        body: { items: sampleChunks, continuationToken: null },
      },
      [`GET ${dataSourcePaths.fileLogs(id, file.fileName)}`]: { body: { items: sampleLog } },
    });
    await filesTable();
    await user.selectOptions(
      screen.getByRole('combobox', { name: messages.statusFilterLabel }),
      messages.statusLabels.Error,
    );
    await waitFor(() => expect(location()).toHaveTextContent('files.status=Error'));
    await waitFor(() => expect(api.calls).toContain(`${filesCall}?status=Error`));

    await user.click(screen.getByRole('button', { name: messages.fileDetails(file.fileName) }));
    await waitFor(() => expect(location()).toHaveTextContent('files.file=Travel+policy.md'));
    const drawer = await screen.findByRole('dialog', { name: file.fileName });
    expect(await within(drawer).findByText(firstChunk.text)).toBeVisible();
    expect(await within(drawer).findByText('Indexed 3 passages.')).toBeVisible();
  });

  it('reads the files again while one is processing and says politely when its status changes', async () => {
    const { api } = await editing({}, sampleFiles);
    await filesTable();
    // The files panel's own polite region (the search panel below has one too).
    const live = within(screen.getByRole('region', { name: messages.filesHeading }))
      .getAllByRole('status')
      .find((element) => element.getAttribute('aria-live') === 'polite');
    expect(live).toBeDefined();
    expect(live).toHaveTextContent('');
    api.routes = {
      ...api.routes,
      [filesCall]: page(
        sampleFiles.map((one) =>
          one.status === 'Processing' ? { ...one, status: 'Online' as const, chunkCount: 4 } : one,
        ),
      ),
    };
    // The next poll, FILE_POLL_INTERVAL_MS on: a bound with room for a busy machine, not a delay.
    await waitFor(() => expect(live).toHaveTextContent('Expenses.pdf: Online'), {
      timeout: FILE_POLL_INTERVAL_MS + 20_000,
    });
  });

  it('refuses files a library does not read before sending, and uploads the others', async () => {
    // Not through the body recorder, which reads bodies as JSON: the form is multipart.
    const upload = `POST ${dataSourcePaths.files(id)}`;
    const api = await renderConsole({
      ...dataSourceScreens,
      route: editPath,
      api: {
        ...dataSourceListsApi,
        ...editingRoutes(
          {
            [upload]: {
              status: 201,
              body: { items: [sampleFile({ fileName: 'Notes.md', status: 'Queued' })] },
            },
          },
          [sampleFile()],
        ),
      },
    });
    const posts = () => api.calls.filter((call) => call.startsWith('POST'));
    await filesTable();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The files panel has no file input.');
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'Photo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(dataSourceMessages.unsupportedFile('Photo.png'))).toBeVisible();
    expect(posts()).toEqual([]);

    fireEvent.change(input, {
      target: { files: [new File(['# Notes'], 'Notes.md', { type: 'text/markdown' })] },
    });
    expect(await screen.findByText(messages.uploaded(1))).toBeInTheDocument();
    expect(posts()).toEqual([upload]);
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data/);
  });

  it('shows the passages a question finds', async () => {
    const { user } = await editing({
      [`GET ${dataSourcePaths.search(id)}`]: {
        body: {
          items: [
            {
              fileName: 'Travel policy.md',
              position: 0,
              pageNumber: 1,
              heading: 'Booking',
              text: firstChunk.text,
            },
          ],
        },
      },
    });
    const search = await screen.findByRole('search', { name: messages.searchHeading });
    await user.click(within(search).getByRole('button', { name: messages.searchButton }));
    expect(await within(search).findByText(messages.searchRequired)).toBeVisible();
    await fill(
      within(search).getByRole('textbox', { name: messages.searchLabel }),
      'How do I book?',
    );
    await user.click(within(search).getByRole('button', { name: messages.searchButton }));
    expect(await screen.findByText(messages.searchResults(1))).toBeVisible();
    expect(screen.getByText('Travel policy.md · page 1 · Booking')).toBeVisible();
  });
});
