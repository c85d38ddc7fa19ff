import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountManage } from '../../../src/screens/AccountManage/AccountManage.tsx';
import { fixtureRender } from '../../support/accountScreens.tsx';

const meta: Meta = {
  title: 'Screens/AccountManage',
  // a screen's props are data (the model from a fixture page): nothing to control
  parameters: { controls: { disable: true } },
};
export default meta;
type Story = StoryObj;

export const Default: Story = {
  name: 'Account form (legend as its heading)',
  render: fixtureRender(AccountManage, 'accountManage.html'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Account Information' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Account Information' })).toHaveAttribute('action', '/member/edit');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveValue('Jane');
  },
};

export const WithoutProfileLink: Story = {
  name: 'Admin, no public-profile link',
  render: fixtureRender(AccountManage, 'accountManage.noProfile.html'),
};
export const OidcUser: Story = { name: 'OIDC-login user', render: fixtureRender(AccountManage, 'accountManage.oidc.html') };
export const PlatformUser: Story = { name: 'Platform user', render: fixtureRender(AccountManage, 'accountManage.platform.html') };
