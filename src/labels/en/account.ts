// Default labels of the account pages (sign-in, registration, the profile, password and e-mail forms,
// membership, contact): in the deploy build they travel in the `account` file with those screens
// (src/labels/defaults.ts). The keys and apps pages' labels are in ./keys.ts.
// Part of the default English labels: src/labels/en.ts puts the parts together and explains the rules
// (placeholders, rich labels); src/model/labels/account.ts has the shape.

import type { Labels } from '../../model/labels.ts';
import type { AccountLabelGroup } from '../groups.ts';

export const accountLabels = {
  verifyAccount: {
    heading: "You've been gone a while.",
    main: "<p>We need to confirm that you actually are who you say you are. This happens when you don't sign in for over 180 days.</p><p><strong>Please check the email address associated with this account and click on the confirmation link.</strong></p>",
  },
  resetPassword: {
    heading: 'New Password',
    main: '<p>Reset your password using the criteria below.</p>',
  },
  resetPasswordSuccess: {
    heading: 'Success!',
    main: '<p>Your password was successfully reset. <a href="{{path.account}}">Back to your account</a></p>',
  },
  resetPasswordError: {
    heading: 'Oops! There was a problem.',
    main: '',
  },
  accountManage: {
    heading: 'Manage Account',
    subheading: 'Account Information',
    main: '',
  },
  accountEmail: {
    heading: 'Change Email',
    main: '',
  },
  accountEmailSuccess: {
    heading: 'Email Successfully Changed',
    main: "<p>An email confirming your change has been sent to the address you provided with your username. Please check your spam folder if you don't see it in your inbox.</p>",
  },
  accountPassword: {
    heading: 'Change Password',
    main: '',
  },
  accountPasswordSuccess: {
    heading: 'Password Successfully Changed',
    main: '<p>An email confirming your change has been sent to the address you provided with your username.</p>',
  },

  register: {
    heading: 'Register for an Account',
    main: '<p>Register a new account to access {{area}}.</p>',
    signinPrompt: 'Already have an account?',
    signin: 'Sign In',
  },
  registerSent: {
    heading: 'Registration Almost Complete',
    sent: 'We have sent a confirmation email to you at {{email}}.',
    sentNoAddress: 'We have sent a confirmation email to you.',
    instructions: 'Please click on the link in that email to confirm your account.',
    resendPrompt: 'If you do not receive an email within the next hour, you can ask for another one.',
    resend: 'Resend the confirmation email',
    pending: 'Your registration is awaiting approval. You will receive an email once your account has been approved.',
  },
  registerResend: {
    heading: 'Resend Your Confirmation Email',
    main: '<p>Enter your username and email address to have your registration confirmation email sent again.</p>',
  },
  registerResendSuccess: {
    heading: 'Confirmation Email Sent',
    main: '<p>Your confirmation email was sent again. Please check your inbox.</p>',
  },
  join: {
    heading: 'Join {{area}}',
    main: "<p>Since you already have an account you don't have to register again, but we would like to know a little more about you. Please fill out the additional information below.</p>",
  },
  joinSuccess: {
    heading: 'Registration Successful',
    main: '<p>You have successfully registered as <strong>{{username}}</strong>. Read our <a href="{{path.docs}}">API documentation</a> to get started. You can view your keys and applications under <a href="{{path.keys}}">My Account</a>.</p>',
  },
  memberRemove: {
    heading: 'Remove Membership from {{area}}',
    main: '<p>Removing membership disables your account and you will not be able to register again using the same username. All your keys will be deactivated.</p>',
    confirm: 'Remove Membership',
    cancel: 'Cancel',
    popup: 'Please confirm that you wish to permanently disable your membership with this service.',
    popupTitle: 'Remove your membership?',
  },
  memberRemoveSuccess: {
    heading: 'Your account has been removed.',
    main: '<p>Enjoy the rest of your day!</p>',
  },
  lostPassword: {
    heading: 'Recover Your Password',
    main: '<p>Enter the email address and username that you registered with and we will send you a link to reset your password.</p>',
  },
  lostPasswordReset: {
    heading: 'E-mail Sent',
    main: "<p>An email has been sent to the address you provided. Click on the link in the email to reset your password. Please check your spam folder if you don't see it in your inbox.</p>",
  },
  lostUsername: {
    heading: 'Recover Your Username',
    main: '<p>Enter the email address you used to register and we will send you an email with your username.</p>',
  },
  lostUsernameReset: {
    heading: 'E-mail Sent',
    main: "<p>An email has been sent containing your username details. Please check your spam folder if you don't see it in your inbox.</p>",
  },
  showSecret: {
    heading: 'Email Sent',
    main: "<p>An email has been sent to the email address associated with your account. Click on the link in the email to display all of your shared secrets for 30 days. Please check your spam folder if you don't see it in your inbox.</p>",
  },
  showSecretSuccess: {
    heading: 'Your shared secrets are now visible',
    main: '<p>Shared secrets will be visible for the next 30 days. After 30 days, they will be hidden again for card-data (PCI) compliance.</p><p><a href="{{path.keys}}">View your keys</a></p>',
  },
  showSecretError: {
    heading: 'Your shared secrets are already visible',
    main: '<p><a href="{{path.keys}}">Go to your keys</a> to view them.</p>',
  },

  signin: {
    heading: 'Sign In',
    main: '<p>Sign in to {{area}}.</p>',
    sso: 'Sign in with your company account',
    lostPassword: 'Forgot your password?',
    lostUsername: 'Forgot your username?',
    registerPrompt: "Don't have an account yet?",
    register: 'Register',
    failedHeading: 'Login Failed',
    failedBody:
      "We were unable to log you in at this time. This probably isn't your fault. Your account may be disabled or a system error occured. Try contacting an administrator for more information.",
    tryAgain: 'Try again',
    movedLink: 'Continue to sign in',
  },
  logout: {
    heading: 'Signed Out',
    main: '<p>You have successfully signed out. Come back soon!</p>',
  },
  logoutFail: {
    heading: 'Sign Out Failed',
    main: '<p>Your attempt to sign out failed.</p>',
    retry: 'Please try again.',
  },
  contact: {
    heading: 'Contact Us',
    main: '<p>Contact us using the form below.</p>',
  },
  contactSuccess: {
    heading: 'Thanks for your submission!',
    main: '<p>Your message will be forwarded to the appropriate group.</p>',
  },
} satisfies Pick<Labels, AccountLabelGroup>;
