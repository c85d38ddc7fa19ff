// A method's code samples: curl, fetch and Python requests of the API request the form describes, in the
// language the user picked (the console remembers it: shared.ts › SAMPLE_PREFERENCE), secrets masked on
// screen and copied in full, a visible placeholder while the API's host is unknown. The texts themselves:
// src/lib/ioDocs/samples.ts › sampleTexts.
import { Inline, Stack } from '../../../components/Box/index.ts';
import { Button } from '../../../components/Button/index.ts';
import { CodeBlock } from '../../../components/CodeBlock/index.ts';
import { CopyButton } from '../../../components/CopyButton/index.ts';
import { Text } from '../../../components/Text/index.ts';
import type { ExpandedLabels, IoDocsMethod } from '../../../model/screenModel.ts';
import { codeLabels } from '../../ContentParts/labels.ts';
import { fillTextTemplate } from '../../../lib/textTemplate.ts';
import { type CallCredentials } from '../../../lib/ioDocs/request.ts';
import { SAMPLE_GRAMMAR, SAMPLE_LANGUAGES, sampleTexts, type SampleLanguage } from '../../../lib/ioDocs/samples.ts';
import * as styles from '../IoDocs.css.ts';

export interface SamplesProps {
  method: IoDocsMethod;
  values: Record<string, string>;
  fileNames: Record<string, string>;
  body: string | null;
  /** the API's base URL; null while unknown */
  base: string | null;
  credentials: CallCredentials;
  language: SampleLanguage;
  onLanguage: (language: SampleLanguage) => void;
  labels: ExpandedLabels;
}

/**
 * curl / fetch / requests samples of the API request (sampleTexts): secrets masked on screen (never
 * URL-encoded), copied in full when the user asks; wrapped, so a long URL is never clipped. While the host
 * is unknown the sample names a visible placeholder and says what to fill in.
 */
export function Samples({ method, values, fileNames, body, base, credentials, language, onLanguage, labels }: SamplesProps) {
  const l = labels.ioDocs;
  const c = labels.components.codeBlock;
  const names: Record<SampleLanguage, string> = { curl: l.sampleCurl, javascript: l.sampleJavascript, python: l.samplePython };
  const basic = credentials.basicAuthName || credentials.basicAuthPass;
  const fillInNote = fillTextTemplate(l.sampleFillIn, { placeholder: l.sampleHostPlaceholder });
  const sample = sampleTexts(language, {
    method,
    values,
    fileNames,
    body,
    base,
    apiKey: credentials.apiKey,
    basicAuth: basic ? { user: credentials.basicAuthName, password: credentials.basicAuthPass } : null,
    hostPlaceholder: l.sampleHostPlaceholder,
    fillInNote,
  });
  return (
    <Stack space="sm" className={styles.samples}>
      <h5 className={styles.subheading}>{l.samples}</h5>
      <Inline space="xs" role="group" aria-label={l.sampleLanguage}>
        {SAMPLE_LANGUAGES.map((lang) => (
          <Button
            key={lang}
            size="sm"
            variant={lang === language ? 'solid' : 'soft'}
            aria-pressed={lang === language}
            onClick={() => onLanguage(lang)}
          >
            {names[lang]}
          </Button>
        ))}
      </Inline>
      <CodeBlock
        code={sample.shown}
        language={SAMPLE_GRAMMAR[language]}
        languageLabel={names[language]}
        labels={{ ...codeLabels(labels), region: `${l.samples}: ${names[language]}` }}
        copyable={false}
        wrap
      />
      <Inline space="sm" alignY="center">
        <CopyButton text={() => sample.copied} labels={{ copy: l.copySample, copied: c.copied, failed: c.failed }} size="sm" />
        {sample.masked ? (
          <Text as="span" size="sm" tone="muted">
            {l.sampleMasked}
          </Text>
        ) : null}
        {sample.placeholderHost ? (
          <Text as="span" size="sm" tone="muted" data-iodocs-fill-in="">
            {fillInNote}
          </Text>
        ) : null}
      </Inline>
    </Stack>
  );
}
