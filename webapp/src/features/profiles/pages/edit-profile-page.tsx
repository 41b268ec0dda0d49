export function EditProfilePage() {
  return null;
}
