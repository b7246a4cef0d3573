/** Hands the browser a file made in the page (a CSV or zone file export) to save. */
export function downloadFile(fileName: string, contents: string, type: string) {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has handed the file over; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const csvType = 'text/csv;charset=utf-8';
