export function PublicProfilePage() {
  return null;
}
