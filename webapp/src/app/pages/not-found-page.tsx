/** The spec's not-found page: the full-height 404 image and nothing else. */
export function NotFoundPage() {
  return (
    <img
      src="/404.svg"
      alt="404"
      style={{ display: "block", width: "100%", height: "100vh", objectFit: "contain" }}
    />
  );
}
