// portal-head.js — Portal Setup › Head JavaScript File URL. A classic script (IIFE, ES5), ≤ 2 KB gz.
// __PORTAL_HEAD__ is replaced at build time with the head settings resolved from theme.config.ts.
import { runHead, type HeadConfig } from '../runtime/head.ts';

declare const __PORTAL_HEAD__: HeadConfig;

runHead(window, __PORTAL_HEAD__);
