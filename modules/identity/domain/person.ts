export interface Person {
  id: number;
  email: string;
  passwordHash: string;
  createdAt: Date;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
