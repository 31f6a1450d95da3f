/** The window as `width` CSS pixels wide: max-width/min-width queries (em at 16 px) answer for it. */
export function atWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const px = (m: RegExpMatchArray | null) => (m ? parseFloat(m[1]) * (m[2] === 'em' ? 16 : 1) : null);
    const max = px(query.match(/max-width:\s*([\d.]+)(em|px)/));
    const min = px(query.match(/min-width:\s*([\d.]+)(em|px)/));
    const matches = (max === null || width <= max) && (min === null || width >= min);
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
