import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { array, boolean, number, object, string } from 'yup';
import { FormHarness } from '../testing/form-harness';
import { renderWithProviders } from '../testing/render-with-providers';
import { MultiSelectField } from './multi-select-field';
import { MultilineField } from './multiline-field';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { SwitchField } from './switch-field';

const save = () => screen.getByRole('button', { name: 'Save' });

describe('MultilineField', () => {
  it('is a labelled text area with 3 rows unless told otherwise', () => {
    renderWithProviders(
      <FormHarness initialValues={{ description: '', notes: '' }}>
        <MultilineField name="description" label="Description" />
        <MultilineField name="notes" label="Notes" rows={6} />
      </FormHarness>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '3');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '6');
  });
});

describe('NumberField', () => {
  it('submits a decimal number and shows the schema message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <FormHarness
        initialValues={{ temperature: 1 as number | undefined }}
        validationSchema={object({
          temperature: number()
            .required('Temperature is required')
            .max(2, 'Temperature must be at most 2'),
        })}
        onSubmit={onSubmit}
      >
        <NumberField name="temperature" label="Temperature" step={0.1} required />
      </FormHarness>,
    );
    const input = screen.getByRole('spinbutton', { name: /Temperature/ });
    expect(input).toHaveValue(1);
    await user.clear(input);
    await user.type(input, '0.7');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ temperature: 0.7 });

    await user.clear(input);
    await user.type(input, '3');
    await user.tab();
    expect(await screen.findByText('Temperature must be at most 2')).toBeVisible();
    expect(input).toHaveAccessibleDescription('Temperature must be at most 2');
  });

  it('holds undefined while the box is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <FormHarness
        initialValues={{ maxTokens: 100 as number | undefined }}
        validationSchema={object({ maxTokens: number().required('Max tokens is required') })}
      >
        <NumberField name="maxTokens" label="Max tokens" />
      </FormHarness>,
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Max tokens' }));
    await user.click(save());
    expect(await screen.findByText('Max tokens is required')).toBeVisible();
  });
});

describe('SelectField', () => {
  it('chooses one option by keyboard and refuses the empty placeholder', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <FormHarness
        initialValues={{ brandKey: '' }}
        validationSchema={object({ brandKey: string().required('Choose a brand') })}
        onSubmit={onSubmit}
      >
        <SelectField
          name="brandKey"
          label="Brand"
          placeholder="Choose a brand"
          options={[
            { value: 'default', label: 'Default' },
            { value: 'harbour', label: 'Harbour' },
          ]}
          required
        />
      </FormHarness>,
    );
    const select = screen.getByRole('combobox', { name: /Brand/ });
    await user.click(save());
    expect(
      await screen.findByText('Choose a brand', { selector: '[data-part="error-text"]' }),
    ).toBeVisible();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(select, 'Harbour');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ brandKey: 'harbour' });
  });
});

describe('MultiSelectField', () => {
  const options = [
    {
      label: 'Agents',
      options: [
        { value: 'GptSystemsRead', label: 'Read agents' },
        { value: 'GptSystemsWrite', label: 'Change agents' },
      ],
    },
    { label: 'Audit log', options: [{ value: 'ConfigurationAuditLogRead', label: 'Read' }] },
  ];

  it('names the group and its sub-groups, toggles choices with the keyboard and submits them', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <FormHarness
        initialValues={{ actions: ['GptSystemsRead'] }}
        validationSchema={object({ actions: array(string()).min(1, 'Choose at least one action') })}
        onSubmit={onSubmit}
      >
        <MultiSelectField
          name="actions"
          label="Actions"
          helperText="What holders of the role may do"
          options={options}
          required
        />
      </FormHarness>,
    );
    const group = screen.getByRole('group', { name: /Actions/ });
    expect(group).toHaveAccessibleDescription('What holders of the role may do');
    expect(screen.getByRole('group', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Read agents' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Read agents' }));
    await user.click(save());
    expect(await screen.findByText('Choose at least one action')).toBeVisible();
    expect(group).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one action'),
    );

    screen.getByRole('checkbox', { name: 'Change agents' }).focus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      actions: ['GptSystemsWrite', 'ConfigurationAuditLogRead'],
    });
  });
});

describe('SwitchField', () => {
  it('is a labelled, described switch bound to a boolean', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(
      <FormHarness
        initialValues={{ isBannedFromSharingAgents: false }}
        validationSchema={object({ isBannedFromSharingAgents: boolean() })}
        onSubmit={onSubmit}
      >
        <SwitchField
          name="isBannedFromSharingAgents"
          label="Block sharing agents"
          helperText="The user keeps the agents already shared"
        />
      </FormHarness>,
    );
    const toggle = screen.getByRole('checkbox', { name: 'Block sharing agents' });
    expect(toggle).toHaveAccessibleDescription('The user keeps the agents already shared');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(save());
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ isBannedFromSharingAgents: true });
  });
});
