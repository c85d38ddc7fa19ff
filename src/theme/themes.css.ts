import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { provisionalLight } from './provisionalValues.ts';

// PROVISIONAL: one light theme on :root (Radix dialogs portal to <body>, so the default must live on :root).
createGlobalTheme(':root', vars, provisionalLight);
export const defaultTheme = 'portal-theme-default';
createGlobalTheme(`.${defaultTheme}`, vars, provisionalLight);

globalStyle(':root', { fontFamily: vars.font.family.body, color: vars.color.text, background: vars.color.surface });
