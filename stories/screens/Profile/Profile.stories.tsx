import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Profile } from '../../../src/screens/Profile/Profile.tsx';
import { contentStory, expectInert } from '../../support/contentScreens.tsx';

const meta: Meta = {
  title: 'Screens/Profile',
  parameters: {
    // a screen's props are data (the model from a fixture page): nothing to control
    controls: { disable: true },
    docs: {
      description: {
        component:
          "A member's profile: name, link to the administrative profile (admins), website, blog, registered date and the recent activity table. Profile URLs are user input: only http(s) links survive extraction.",
      },
    },
  },
};
export default meta;
type Story = StoryObj;

export const AdminView: Story = {
  name: 'Seen by an admin (javascript: website dropped)',
  render: contentStory(Profile, 'profile.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'jdoe' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View administrative profile for jdoe' })).toHaveAttribute(
      'href',
      'https://admin.acme.example/r/member/4411',
    );
    await expect(canvas.queryByText('Website')).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Recent Activity' })).toBeInTheDocument();
    await expectInert(canvasElement);
  },
};

export const MemberView: Story = {
  name: 'Seen by another member (no admin link, no activity)',
  render: contentStory(Profile, 'profile.member.html'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: /administrative profile/ })).toBeNull();
  },
};

export const ShiftedFields: Story = {
  name: 'Hand-written: blog missing, <time>, activity with a head row',
  render: contentStory(Profile, 'profile.variant.html'),
};
