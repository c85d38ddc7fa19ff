export const keyLabels = {
  reveal: 'Show key',
  hide: 'Hide key',
  masked: 'hidden',
  copy: 'Copy key',
  copied: 'Key copied',
  selected: 'Key selected — press Ctrl+C to copy',
  failed: 'Could not copy the key',
};
export const secretLabels = {
  reveal: 'Show secret',
  hide: 'Hide secret',
  masked: 'hidden',
  copy: 'Copy secret',
  copied: 'Secret copied',
  selected: 'Secret selected — press Ctrl+C to copy',
  failed: 'Could not copy the secret',
};
export const exampleKey = 'q8w7e6r5t4y3u2i1o9p0asdf';
export const exampleSecret = 'Zx9Cv8Bn7Mq6Wd5';
