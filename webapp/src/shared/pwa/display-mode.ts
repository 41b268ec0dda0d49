/** Whether the app runs installed (from the home screen), not in a browser tab. */
export function runsInstalled(): boolean {
  const standalone = window.matchMedia?.("(display-mode: standalone)").matches ?? false;
  // Safari on iOS says so its own way.
  return standalone || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}
