export function SearchListPage() {
  return null;
}
