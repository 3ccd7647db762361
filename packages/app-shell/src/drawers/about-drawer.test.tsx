import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@parley/api-contract';
import type { BuildInfo } from '@parley/api-contract';
import { startApiTestServer } from '../testing/api-test-server';
import type { ApiTestServer } from '../testing/api-test-server';
import { renderWithProviders } from '../testing/render-with-providers';
import { AboutDrawer } from './about-drawer';
import { AboutDrawerPanel } from './about-drawer-panel';

const fullBuildInfo: BuildInfo = {
  version: '2.2513.3849.0',
  buildId: 'build-77',
  commitHash: 'a1b2c3d',
  timestamp: '2026-11-20T10:00:00Z',
};

function renderPanel(buildInfo: BuildInfo | undefined, onClose = () => {}) {
  return renderWithProviders(
    <AboutDrawerPanel
      open
      onClose={onClose}
      buildInfo={buildInfo}
      releaseNotesHref="/release-notes"
    />,
  );
}

/** Hovers like a mouse does; Chakra's tooltip listens to pointer moves. */
function hover(element: Element) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('AboutDrawerPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is titled About and shows the client version 2.2513.3849', async () => {
    renderPanel(fullBuildInfo);
    const dialog = await screen.findByRole('dialog', { name: 'About' });
    expect(dialog).toHaveTextContent('Version');
    expect(dialog).toHaveTextContent('2.2513.3849');
  });

  it('closes with its close button', async () => {
    const onClose = vi.fn();
    renderPanel(fullBuildInfo, onClose);
    await userEvent.click(await screen.findByRole('button', { name: 'Close about' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the build details only after hovering the version for 500 ms (chat-spec section 9)', async () => {
    renderPanel(fullBuildInfo);
    const version = await screen.findByText('2.2513.3849');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hover(version);
    await advance(490);
    expect(screen.queryByText('Build id: build-77')).not.toBeInTheDocument();
    await advance(20);
    expect(screen.getByText('API version: 2.2513.3849.0')).toBeInTheDocument();
    expect(screen.getByText('Build id: build-77')).toBeInTheDocument();
    expect(screen.getByText('Commit hash: a1b2c3d')).toBeInTheDocument();
    expect(screen.getByText('Timestamp: 2026-11-20T10:00:00Z')).toBeInTheDocument();
  });

  it('shows "N/A" for each missing build detail', async () => {
    renderPanel({ version: null, buildId: null, commitHash: '', timestamp: null });
    const version = await screen.findByText('2.2513.3849');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    hover(version);
    await advance(500);
    expect(screen.getByText('API version: N/A')).toBeInTheDocument();
    expect(screen.getByText('Build id: N/A')).toBeInTheDocument();
    expect(screen.getByText('Commit hash: N/A')).toBeInTheDocument();
    expect(screen.getByText('Timestamp: N/A')).toBeInTheDocument();
  });

  it('warns "Version mismatch - client: 2.2513.3849, api: {version}" for another release', async () => {
    renderPanel({ ...fullBuildInfo, version: '2.2600.1' });
    expect(
      await screen.findByRole('img', {
        name: 'Version mismatch - client: 2.2513.3849, api: 2.2600.1',
      }),
    ).toBeInTheDocument();
  });

  it('shows no warning when the API speaks the same major.minor.patch', async () => {
    renderPanel(fullBuildInfo);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('img', { name: /Version mismatch/ })).not.toBeInTheDocument();
  });

  it('opens "Release Notes" in a new tab without handing over the opener', async () => {
    renderPanel(fullBuildInfo);
    const link = await screen.findByRole('link', { name: 'Release Notes' });
    expect(link).toHaveAttribute('href', '/release-notes');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('AboutDrawer', () => {
  let server: ApiTestServer;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startApiTestServer({
      [`GET ${paths.buildInfo()}`]: { body: { ...fullBuildInfo, version: '1.0.0' } },
    });
    baseUrl = server.baseUrl;
  });

  afterAll(() => server.close());

  it('reads the API version from the build info call', async () => {
    renderWithProviders(<AboutDrawer open onClose={() => {}} />, { baseUrl });
    expect(
      await screen.findByRole('img', {
        name: 'Version mismatch - client: 2.2513.3849, api: 1.0.0',
      }),
    ).toBeInTheDocument();
  });
});
