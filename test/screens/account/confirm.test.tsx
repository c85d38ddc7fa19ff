// The confirmations. Remove membership: the server form's submit asks first in a dialog; Cancel
// (and Escape) keep the page and submit nothing; Confirm submits natively with exactly the form's fields.
// Delete key / application: their page is the one confirmation (issue #13), the submit posts at once.
import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppDelete } from '../../../src/screens/AppDelete/AppDelete.tsx';
import { KeyDelete } from '../../../src/screens/KeyDelete/KeyDelete.tsx';
import { MemberRemove } from '../../../src/screens/MemberRemove/MemberRemove.tsx';
import type { ScreenModel } from '../../../src/model/screenModel.ts';
import { modelOf } from './fixtures.ts';

interface Submission {
  action: string | null;
  method: string | null;
  fields: [string, string][];
  prevented: boolean;
}

/** Records every submit that reaches the document (after React's handlers) and stops the navigation. */
let submissions: Submission[] = [];
const record = (event: Event) => {
  const form = event.target as HTMLFormElement;
  const fields = [...new FormData(form).entries()].map(([k, v]) => [k, String(v)] as [string, string]);
  submissions.push({
    action: form.getAttribute('action'),
    method: form.getAttribute('method'),
    fields,
    prevented: event.defaultPrevented,
  });
  event.preventDefault();
};
beforeEach(() => {
  submissions = [];
  document.addEventListener('submit', record);
});
afterEach(() => document.removeEventListener('submit', record));

const cases = [
  {
    name: 'delete application (appDelete.html)',
    model: () => modelOf('appDelete.html', 'appDelete') as ScreenModel,
    Screen: AppDelete,
    heading: 'Delete Application',
    submit: 'Delete',
    message: 'Are you really sure you want to delete this application?',
    confirm: 'Delete Application',
    object: 'Storm Tracker',
    action: '/apps/delete/88',
    fields: [['token', 'q1']],
  },
  {
    name: 'delete application whose form has a hidden "action" input (appDelete.noProcess.html)',
    model: () => modelOf('appDelete.noProcess.html', 'appDelete') as ScreenModel,
    Screen: AppDelete,
    heading: 'Delete Application',
    submit: 'Yes, delete it',
    message: 'Are you really sure you want to delete this application?',
    confirm: 'Delete Application',
    object: 'Snow Days',
    action: '/apps/delete/90',
    fields: [
      ['action', 'deleteApp'],
      ['token', 'q2'],
    ],
  },
  {
    name: 'delete key (keyDelete.html)',
    model: () => modelOf('keyDelete.html', 'keyDelete') as ScreenModel,
    Screen: KeyDelete,
    heading: 'Delete Key',
    submit: 'Delete',
    message: 'Are you really sure you want to delete this key?',
    confirm: 'Delete Key',
    object: 'k3y0000aaaa1111',
    action: '/key/delete-key/k3y0000aaaa1111',
    fields: [['token', 'z9']],
  },
  {
    name: 'remove membership (memberRemove.html)',
    model: () => modelOf('memberRemove.html', 'memberRemove') as ScreenModel,
    Screen: MemberRemove,
    heading: 'Remove Membership',
    submit: 'Remove Membership',
    message: 'Please confirm that you wish to permanently disable your membership with this service.',
    confirm: 'Remove Membership',
    object: null,
    action: '/member/remove',
    fields: [
      ['action', 'removeMember'],
      ['token', 'rm1'],
    ],
  },
] as const;

/**
 * The delete pages are themselves the one confirmation (issue #13, break 4: link → page → dialog asked three
 * times): the question is on the page, and the submit posts at once.
 */
const onePageCases = cases.filter((c) => c.Screen === AppDelete || c.Screen === KeyDelete);

describe.each(onePageCases)('$name: the page is the one confirmation', (c) => {
  it("the page asks the spec's question once; the submit posts natively, to its action, with exactly its fields", async () => {
    render(<c.Screen model={c.model() as never} />);
    expect(screen.getAllByText(c.message)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: c.submit }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const sent = submissions.filter((s) => !s.prevented);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.action).toBe(c.action);
    expect(sent[0]!.method).toBe('post');
    expect(sent[0]!.fields).toEqual(c.fields);
  });
});

describe.each(cases.filter((c) => !onePageCases.includes(c)))('$name', (c) => {
  const setup = () => {
    const model = c.model();
    const Screen = c.Screen as ComponentType<{ model: ScreenModel }>;
    render(<Screen model={model} />);
    return { model, submitButton: () => screen.getByRole('button', { name: c.submit }) };
  };

  it("the submit opens the dialog with the spec's question; nothing is submitted yet", async () => {
    const { submitButton } = setup();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText(c.message)).toBeTruthy();
    if (c.object) expect(within(dialog).getByText(c.object)).toBeTruthy();
    expect(submissions.every((s) => s.prevented)).toBe(true);
  });

  it('Cancel keeps the page and submits nothing; Escape too', async () => {
    const { submitButton } = setup();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(submitButton());
    await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: c.heading })).toBeTruthy();
    expect(submissions.filter((s) => !s.prevented)).toEqual([]);
  });

  it('Confirm submits the server form natively, to its action, with exactly its fields', async () => {
    const { model, submitButton } = setup();
    await userEvent.click(submitButton());
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: c.confirm }));
    await waitFor(() => expect(submissions.filter((s) => !s.prevented)).toHaveLength(1));
    const sent = submissions.find((s) => !s.prevented)!;
    const serverForm = (
      model.screen as { form: { action: string; hidden: { name: string; value: string }[]; fields: { name: string }[] } }
    ).form;
    expect(sent.action).toBe(c.action);
    expect(sent.method).toBe('post');
    expect(sent.fields).toEqual(c.fields);
    expect(sent.fields).toEqual(serverForm.hidden.map((h) => [h.name, h.value]));
    expect(serverForm.fields).toEqual([]); // these forms have no visible fields: hidden ones are all that is sent
  });
});
