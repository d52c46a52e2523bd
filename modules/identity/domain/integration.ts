export interface Integration {
  id: number;
  storeId: number;
  /** `custom` is the only type that accepts writes; other values name commerce platforms. */
  type: string;
  name: string;
  enabled: boolean;
  createProductUrl: string | null;
  createdAt: Date;
}

export function acceptsWrites(integration: Pick<Integration, 'type' | 'enabled'>): boolean {
  return integration.enabled && integration.type === 'custom';
}
