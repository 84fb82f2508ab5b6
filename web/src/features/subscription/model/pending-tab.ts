/**
 * Opening the payment page in a new tab. Browsers only allow `window.open` during the click itself,
 * and the URL arrives a moment later from the server, so the tab is opened blank on the click and
 * pointed at the URL once it arrives. Where the tab was blocked (pop-up blockers, some in-app and
 * headless browsers) the page navigates in the same tab instead, so the user always gets there.
 */
export interface PendingTab {
  go: (url: string) => void;
  cancel: () => void;
}

export function openPendingTab(message: string): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.document.title = message;
      tab.document.body.textContent = message;
    } catch {
      // A tab we may not write into still works for navigation.
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        // The payment page must not reach back into ShelfCheck.
        tab.opener = null;
      } else {
        window.location.assign(url);
      }
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
