import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@parley/api-contract';
import { renderWithProviders } from '@parley/app-shell/testing';
import { RELEASE_NOTES, ReleaseNotesScreen } from './release-notes-screen';

describe('ReleaseNotesScreen (About drawer "Release Notes", chat-spec section 2)', () => {
  it('lists the notes of this client version under the "Release Notes | {app name}" title', () => {
    renderWithProviders(<ReleaseNotesScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
    expect(screen.getByText(`Version ${APP_VERSION}`)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(RELEASE_NOTES.length);
    expect(document.title).toMatch(/^Release Notes \| /);
  });
});
