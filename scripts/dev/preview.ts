// The live preview behind `npm start` (docs/theming.md › "The two-second loop"). A token file or
// theme.config.ts edit does not rebuild the bundle: the theme's CSS variables and the config's labels and
// settings are computed here with the same functions check-theme and the build use (checkThemeConfig →
// buildThemes), served by the simulated portal as two small dev-only files, and pushed to open pages over
// Server-Sent Events:
//
//   /__dev/theme.css      every theme's variables (linked after /files/portal.css, so it wins)
//   /__dev/overrides.js   labels and settings as a portalOptions layer (classic script before portal.js)
//   /__dev/client.js      the page's client: swaps the stylesheet, reloads on label changes, shows problems
//   /__dev/events         the event stream (css, reload, problems, ok)
//
// Only the simulated portal includes these, and only when it is given a preview (npm start); the deploy
// build never does (dist/portal has no EventSource, no /__dev/). Validation problems (the same lines
// `npm run check-theme` prints) are shown in an overlay and the page keeps its last good look.
import fs from 'node:fs';
import os from 'node:os';
import type http from 'node:http';
import path from 'node:path';
import { checkThemeConfig } from '../../src/config/checkThemeConfig.ts';
import type { ThemeConfig } from '../../src/config/defineTheme.ts';
import { previewCss, previewOptions, previewOptionsScript, rebuildKey } from '../../src/config/themePreview.ts';
import { formatProblems, themeConfigFile } from '../build/check-theme.ts';
import { importFresh, importThemeConfig, readTokenSources, REPO_ROOT } from '../lib/themeInputs.ts';

const CLIENT_FILE = path.join(import.meta.dirname, 'preview-client.js');

export interface PreviewOptions {
  /** the folder with tokens/ and theme.config.ts (the repo, or a copy for tests and the benchmark) */
  root: string;
  /** the brand config, relative to `root` or absolute: THEME_CONFIG when set (as for check-theme and the build), else theme.config.ts */
  configFile?: string;
  log?: (line: string) => void;
  /** called when an edit changed something only a rebuild of dist/portal can show (templates, breakpoints …) */
  onRebuildNeeded?: (reason: string) => void;
}

export interface RefreshResult {
  /** what open pages were told: new CSS, a reload, the problems, or nothing (no visible change) */
  outcome: 'css' | 'reload' | 'css+reload' | 'problems' | 'unchanged';
  ms: number;
  problems: string[];
}

export class ThemePreview {
  readonly root: string;
  readonly configFile: string;
  private readonly log: (line: string) => void;
  private readonly onRebuildNeeded: ((reason: string) => void) | undefined;
  private css = '/* npm start live preview: not computed yet */\n';
  private optionsScript = '';
  private version = 0;
  private problemsText: string | null = null;
  private buildFailure: string | null = null;
  private baselineKey: string | null = null;
  private readonly clients = new Set<http.ServerResponse>();
  private running: Promise<RefreshResult> | null = null;
  private queued = false;
  private labelsCache: { mtime: number; labels: object } | null = null;

  constructor(options: PreviewOptions) {
    this.root = path.resolve(options.root);
    // the same config the build uses: a THEME_CONFIG re-brand previewed from theme.config.ts would load
    // after the built CSS and win over it
    this.configFile = options.configFile ?? themeConfigFile();
    this.log = options.log ?? ((line) => console.log(`[preview] ${line}`));
    this.onRebuildNeeded = options.onRebuildNeeded;
  }

  /** Recomputes CSS and options from the files; edits arriving meanwhile are coalesced into one more run. */
  refresh(): Promise<RefreshResult> {
    if (this.running) {
      this.queued = true;
      return this.running;
    }
    this.running = this.compute().finally(() => {
      this.running = null;
      if (this.queued) {
        this.queued = false;
        void this.refresh();
      }
    });
    return this.running;
  }

  private async compute(): Promise<RefreshResult> {
    const t0 = performance.now();
    const done = (outcome: RefreshResult['outcome'], problems: string[] = []): RefreshResult => ({
      outcome,
      ms: Math.round(performance.now() - t0),
      problems,
    });
    let config: unknown;
    let problems: string[];
    let result: ReturnType<typeof checkThemeConfig>['result'] = null;
    let baseLabels: object = {};
    try {
      const [loaded, sources, labels] = await Promise.all([
        importThemeConfig(path.resolve(this.root, this.configFile)),
        Promise.resolve().then(() => readTokenSources(this.root)),
        this.defaultLabels(),
      ]);
      config = loaded;
      baseLabels = labels;
      ({ problems, result } = checkThemeConfig(config, sources));
    } catch (error) {
      problems = [
        `${this.configFile} or a token file could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
      ];
    }
    if (problems.length || !result) {
      const text = formatProblems(this.configFile, problems);
      if (text !== this.problemsText) {
        this.problemsText = text;
        console.error(text);
        this.log('the page keeps its last good look until this is fixed');
        this.sendState();
      }
      return done('problems', problems);
    }
    const themeConfig = config as ThemeConfig;
    const css = previewCss(result, themeConfig.theme ?? 'default');
    const optionsScript = previewOptionsScript(previewOptions(themeConfig, baseLabels));
    const key = rebuildKey(themeConfig, result, baseLabels);
    const wasBroken = this.problemsText !== null;
    this.problemsText = null;
    const cssChanged = css !== this.css;
    const optionsChanged = this.optionsScript !== '' && optionsScript !== this.optionsScript;
    this.css = css;
    this.optionsScript = optionsScript;
    if (cssChanged) this.version++;
    if (this.baselineKey !== null && key !== this.baselineKey)
      this.onRebuildNeeded?.('templates, breakpoints, themes or head settings changed');
    this.baselineKey = key;
    if (wasBroken) this.broadcast('ok', {});
    if (cssChanged) this.broadcast('css', { href: this.cssHref() });
    if (optionsChanged) this.broadcast('reload', { reason: 'labels or settings changed' });
    const outcome = cssChanged && optionsChanged ? 'css+reload' : cssChanged ? 'css' : optionsChanged ? 'reload' : 'unchanged';
    const r = done(outcome);
    if (this.version > 1 || outcome !== 'css')
      this.log(
        `${outcome === 'unchanged' ? 'no visible change' : `${outcome} pushed`} in ${r.ms} ms${wasBroken ? ' (problems fixed)' : ''}`,
      );
    return r;
  }

  /** src/labels/en.ts, loaded again only when the file changed (each fresh load adds a tsx namespace). */
  private async defaultLabels(): Promise<object> {
    const file = path.join(REPO_ROOT, 'src/labels/en.ts');
    const mtime = fs.statSync(file).mtimeMs;
    if (this.labelsCache?.mtime !== mtime)
      this.labelsCache = { mtime, labels: (await importFresh<{ defaultLabels: object }>(file)).defaultLabels };
    return this.labelsCache.labels;
  }

  /** After a rebuild of dist/portal (or its failure): reload pages, or show the build's output. */
  buildFinished(ok: boolean, output = ''): void {
    const failure = ok ? null : `The theme build failed (pages keep the last good files):\n${output.trim()}`;
    const changed = failure !== this.buildFailure;
    this.buildFailure = failure;
    if (ok) this.broadcast('reload', { reason: 'rebuilt' });
    else if (changed) this.sendState();
  }

  /** The problems shown in the overlay now (null: none). */
  get problems(): string | null {
    return [this.problemsText, this.buildFailure].filter(Boolean).join('\n\n') || null;
  }

  cssHref(): string {
    return `/__dev/theme.css?v=${this.version}`;
  }

  /** Tags for <head>, after /files/portal.css. */
  headHtml(): string {
    return `<link rel="stylesheet" id="portal-dev-theme" href="${this.cssHref()}">\n<script src="/__dev/client.js" defer></script>\n`;
  }

  /** Tag for the end of <body>, after window.portalOptions and before /files/portal.js. */
  bodyHtml(): string {
    return `<script src="/__dev/overrides.js"></script>\n`;
  }

  /** Answers /__dev/*; false for every other request. */
  handle(req: http.IncomingMessage, res: http.ServerResponse, url: URL): boolean {
    if (!url.pathname.startsWith('/__dev/')) return false;
    const send = (type: string, body: string) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    switch (url.pathname) {
      case '/__dev/theme.css':
        send('text/css; charset=utf-8', this.css);
        return true;
      case '/__dev/overrides.js':
        send('text/javascript; charset=utf-8', this.optionsScript || '/* preview not computed yet */\n');
        return true;
      case '/__dev/client.js':
        send('text/javascript; charset=utf-8', fs.readFileSync(CLIENT_FILE, 'utf8'));
        return true;
      case '/__dev/state':
        send('application/json', JSON.stringify({ version: this.version, cssHref: this.cssHref(), problems: this.problems }));
        return true;
      case '/__dev/events':
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
        res.write('retry: 500\n\n');
        this.clients.add(res);
        req.on('close', () => this.clients.delete(res));
        this.sendState(res);
        return true;
      default:
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such dev file');
        return true;
    }
  }

  /** The current state to one client (on connect) or all: the stylesheet to use and the problems. */
  private sendState(to?: http.ServerResponse): void {
    const problems = this.problems;
    this.broadcast('css', { href: this.cssHref() }, to);
    if (problems) this.broadcast('problems', { text: problems }, to);
    else this.broadcast('ok', {}, to);
  }

  private broadcast(event: string, data: object, to?: http.ServerResponse): void {
    const frame = `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const client of to ? [to] : this.clients) client.write(frame);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

/** Which edits the preview handles without a rebuild (`configFile`: the brand config, as for ThemePreview). */
export function isHotFile(root: string, file: string, configFile = 'theme.config.ts'): boolean {
  if (path.resolve(root, file) === path.resolve(root, configFile)) return true;
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.startsWith('tokens/') && rel.endsWith('.json');
}

/**
 * Watches tokens/ and theme.config.ts under `root` (and `sourceDirs`, e.g. src/): hot files go to
 * `onHot`, others to `onSource`, each debounced (editors write a file in several steps).
 */
export function watchThemeFiles(
  root: string,
  handlers: {
    onHot: (files: string[]) => void;
    onSource?: (files: string[]) => void;
    sourceDirs?: string[];
    debounceMs?: number;
    /** the brand config to watch (default: THEME_CONFIG or theme.config.ts) */
    configFile?: string;
  },
): () => void {
  const configFile = handlers.configFile ?? themeConfigFile();
  const watchers: fs.FSWatcher[] = [];
  const pending = { hot: new Set<string>(), source: new Set<string>() };
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    const hot = [...pending.hot];
    const source = [...pending.source];
    pending.hot.clear();
    pending.source.clear();
    if (source.length) handlers.onSource?.(source);
    if (hot.length) handlers.onHot(hot);
  };
  const trigger = (file: string) => {
    if (/(^|\/)\.|~$|\.swp$|\.tmp$/.test(file)) return;
    (isHotFile(root, file, configFile) ? pending.hot : pending.source).add(file);
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, handlers.debounceMs ?? 60);
  };
  const targets = ['tokens', configFile, ...(handlers.sourceDirs ?? [])].map((p) => path.resolve(root, p));
  for (const target of targets) {
    if (!fs.existsSync(target)) continue;
    const isDir = fs.statSync(target).isDirectory();
    // an editor that saves by renaming replaces the file: watch the folder for theme.config.ts
    if (!isDir) {
      const dir = path.dirname(target);
      watchers.push(fs.watch(dir, (_e, name) => String(name) === path.basename(target) && trigger(target)));
      continue;
    }
    watchers.push(fs.watch(target, { recursive: true }, (_e, name) => trigger(path.join(target, String(name ?? '')))));
  }
  return () => {
    if (timer) clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}

/**
 * A throw-away copy of the theme inputs (tokens/, theme.config.ts) in a temp folder, with src/ and
 * node_modules/ linked so theme.config.ts's imports resolve: the benchmark and the test edit this copy,
 * never the repo's files.
 */
export function copyThemeInputs(from = REPO_ROOT): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'portal-preview-'));
  fs.cpSync(path.join(from, 'tokens'), path.join(root, 'tokens'), { recursive: true });
  fs.copyFileSync(path.join(from, 'theme.config.ts'), path.join(root, 'theme.config.ts'));
  fs.writeFileSync(path.join(root, 'package.json'), '{ "type": "module", "private": true }\n');
  for (const link of ['src', 'node_modules']) fs.symlinkSync(path.join(from, link), path.join(root, link));
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
