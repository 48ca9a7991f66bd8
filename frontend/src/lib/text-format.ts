/** Cuts `text` to `max` characters and marks the cut with '...' (the card's opening-hours rule). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-AU')} ${count === 1 ? singular : plural}`;
}
