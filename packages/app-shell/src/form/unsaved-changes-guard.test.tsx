import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { TextField } from './text-field';
import {
  discardingUnsavedChanges,
  leavingLinkTarget,
  UnsavedChangesGuard,
  unsavedChangesMessages,
} from './unsaved-changes-guard';

/** A form at /form that goes to the list when saved or deleted, and a link to the list. */
function EditPage() {
  const navigate = useNavigate();
  return (
    <Formik
      initialValues={{ name: 'Ada' }}
      onSubmit={async () => {
        await Promise.resolve();
        await navigate('/list');
      }}
    >
      <Form aria-label="Edit">
        <UnsavedChangesGuard />
        <TextField name="name" label="Name" />
        <Button type="submit">Save</Button>
        <Button type="button" onClick={() => void navigate('/list', discardingUnsavedChanges)}>
          Delete
        </Button>
        <Link to="/list">Back to the list</Link>
      </Form>
    </Formik>
  );
}

function renderForm() {
  renderWithProviders(
    <Routes>
      <Route path="/form" element={<EditPage />} />
      <Route path="/list" element={<h1>The list</h1>} />
    </Routes>,
    { route: '/form' },
  );
}

const leaveQuestion = () =>
  screen.queryByRole('alertdialog', { name: unsavedChangesMessages.title });

describe('UnsavedChangesGuard (CONSOLE.md, Forms)', () => {
  it('leaves an unchanged form without asking', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('asks before changes are left behind, and Stay keeps the page and the changes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));

    const question = await screen.findByRole('alertdialog', { name: unsavedChangesMessages.title });
    expect(question).toHaveTextContent(unsavedChangesMessages.body);
    const stay = screen.getByRole('button', { name: unsavedChangesMessages.stay });
    await user.click(stay);

    await waitFor(() => expect(leaveQuestion()).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.queryByRole('heading', { name: 'The list' })).not.toBeInTheDocument();
  });

  it('leaves without the changes once the user says so', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await user.click(await screen.findByRole('button', { name: unsavedChangesMessages.leave }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('lets a saved form navigate on', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('lets a delete leave its changed form without asking', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    expect(leaveQuestion()).not.toBeInTheDocument();
  });

  it('has the browser ask before a changed form is closed or reloaded', async () => {
    const user = userEvent.setup();
    renderForm();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
    expect(unload()).toBe(true);
  });

  describe("under a declarative router (the chat app's)", () => {
    function renderDeclarative() {
      render(
        <ChakraProvider value={defaultSystem}>
          <MemoryRouter initialEntries={['/form']}>
            <Routes>
              <Route path="/form" element={<EditPage />} />
              <Route path="/list" element={<h1>The list</h1>} />
            </Routes>
          </MemoryRouter>
        </ChakraProvider>,
      );
    }

    it('asks before a followed link leaves changes behind: Stay keeps them, Leave follows the link', async () => {
      const user = userEvent.setup();
      renderDeclarative();
      await user.type(screen.getByRole('textbox', { name: 'Name' }), ' Lovelace');
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);

      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      await screen.findByRole('alertdialog', { name: unsavedChangesMessages.title });
      await user.click(screen.getByRole('button', { name: unsavedChangesMessages.stay }));
      await waitFor(() => expect(leaveQuestion()).not.toBeInTheDocument());
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');

      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      await user.click(await screen.findByRole('button', { name: unsavedChangesMessages.leave }));
      expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
    });

    it('follows links freely while nothing is changed, and lets a delete leave its changes', async () => {
      const user = userEvent.setup();
      renderDeclarative();
      await user.click(screen.getByRole('link', { name: 'Back to the list' }));
      expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
      expect(leaveQuestion()).not.toBeInTheDocument();
    });
  });

  describe('leavingLinkTarget', () => {
    function clickOn(
      href: string,
      init: MouseEventInit = {},
      attributes: Record<string, string> = {},
    ) {
      const link = document.createElement('a');
      link.href = href;
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.body.append(link);
      const event = new MouseEvent('click', {
        bubbles: true,
        cancelable: true,
        button: 0,
        ...init,
      });
      Object.defineProperty(event, 'target', { value: link });
      link.remove();
      return event;
    }

    it('names the in-app address a plain click on a link leaves for', () => {
      expect(leavingLinkTarget(clickOn('/chat/agents?tab=mine#top'), '/form')).toBe(
        '/chat/agents?tab=mine#top',
      );
    });

    it('lets through what leaves nothing behind or opens elsewhere', () => {
      expect(leavingLinkTarget(clickOn('/form'), '/form')).toBeUndefined();
      expect(leavingLinkTarget(clickOn('/list', { ctrlKey: true }), '/form')).toBeUndefined();
      expect(leavingLinkTarget(clickOn('/list', { metaKey: true }), '/form')).toBeUndefined();
      expect(leavingLinkTarget(clickOn('/list', { button: 1 }), '/form')).toBeUndefined();
      expect(
        leavingLinkTarget(clickOn('/list', {}, { target: '_blank' }), '/form'),
      ).toBeUndefined();
      expect(leavingLinkTarget(clickOn('/list', {}, { download: '' }), '/form')).toBeUndefined();
      expect(leavingLinkTarget(clickOn('https://example.org/list'), '/form')).toBeUndefined();
    });
  });
});
