/** The texts an element's aria-describedby points at, joined with ' | ' (a missing id shows as #missing:id). */
export function describedByText(el: HTMLElement): string {
  return (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `#missing:${id}`)
    .join(' | ');
}
