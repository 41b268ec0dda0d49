import logo from "../assets/logo.svg";

/**
 * The header's outline before the app has started. index.html carries the same markup inside
 * #root (a test keeps the two alike), so a phone paints it with the page's HTML and styles
 * instead of after the script has downloaded and run; the router shows it too while the first
 * page's chunk arrives, so nothing flickers in between.
 */
export function ShellHeader() {
  return (
    <header className="site-header" aria-hidden="true">
      <div className="site-header-inner">
        <span className="icon-button"></span>
        <a className="site-logo" href="/" tabIndex={-1}>
          <img src={logo} alt="" width="40" height="40" />
        </a>
      </div>
    </header>
  );
}
