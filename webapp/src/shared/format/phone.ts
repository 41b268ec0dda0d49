/** "+91 98765 43210" for Indian mobile numbers; other numbers as stored (E.164). */
export function formatPhone(e164: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return india ? `+91 ${india[1]} ${india[2]}` : e164;
}
