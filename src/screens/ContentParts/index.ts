// The content screens' shared parts (body, pager links, byline, comments, labels, styles): the content screens
// import them from here.
export { ContentBody, type ContentBodyProps } from './ContentBody.tsx';
export { PagerLinks, type PagerLinksProps } from './PagerLinks.tsx';
export { Byline, type BylineProps } from './Byline.tsx';
export { CommentList, type CommentListProps } from './CommentList.tsx';
export { codeLabels, taskLabels, pagerLabels } from './labels.ts';
export * as contentStyles from './ContentParts.css.ts';
