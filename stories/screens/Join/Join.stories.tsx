import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Join } from '../../../src/screens/Join/Join.tsx';
import { contentStory } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Join',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "Joining for existing platform users (the additional-information form) and 'Registration Successful' with the registered username.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const Form: Story = {
  name: 'Additional information (/member/join)',
  render: contentStory(Join, 'join.html'),
};

export const Confirm: Story = {
  name: 'Reached as /member/confirm, with the terms paragraph',
  render: contentStory(Join, 'join.confirm.html'),
};

export const Success: Story = {
  name: 'Registration Successful',
  render: contentStory(Join, 'joinSuccess.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration Successful' })).toBeVisible();
    await expect(canvas.getByText('jdoe').tagName).toBe('STRONG');
    await expect(canvas.getByText(/You have successfully registered as/)).toHaveTextContent(
      'You have successfully registered as jdoe.',
    );
    // a new member's journey starts here: the getting-started checklist, e-mail verified, an app to create next
    // (the keys pages' part, loaded on demand: in the deploy build the page waits for it, Join.tsx › ready)
    const checklist = await canvas.findByRole('region', { name: 'Getting started' });
    await expect(within(checklist).getByRole('link', { name: /Create an app/ })).toBeVisible();
  },
};
