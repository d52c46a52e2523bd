/** A person as a member of the store's company, as the operator's people operations answer it. */
export function membershipRecord(person: { id: number; email: string; companyId: number }) {
  return { id: person.id, email: person.email, company_id: person.companyId };
}
