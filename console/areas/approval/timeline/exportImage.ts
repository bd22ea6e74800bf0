/** Exports an element as a PNG download (the process-dynamics timeline). */
export async function exportAsImage(element: HTMLElement, fileName: string): Promise<void> {
  const { toPng } = await import('html-to-image');
  const url = await toPng(element, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: true });
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
}
