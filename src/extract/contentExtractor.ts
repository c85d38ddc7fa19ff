// The shape of a content extractor and of a group's table of them. Each group module
// (src/extract/pages/<group>.ts) exports `extractors`: one extractor for every content type of its group
// (src/model/contentTypes.ts; the compiler asks for a row when a type joins the group). index.ts binds all
// the groups statically (tests, CLI, stories); lazy.ts loads one group per page (the deploy bundle).
import type { ExtractionContext } from './extractionContext.ts';
import type { ContentGroup, ContentType, ContentTypeOf } from '../model/contentTypes.ts';
import type { ContentMap, Detection } from '../model/pageData.ts';

export type ContentExtractor<K extends ContentType = ContentType> = (
  context: ExtractionContext,
  detection: Detection,
) => ContentMap[K];

export type ExtractorTable<G extends ContentGroup> = { [K in ContentTypeOf<G>]: ContentExtractor<K> };
