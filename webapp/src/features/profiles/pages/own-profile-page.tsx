export function OwnProfilePage() {
  return null;
}
