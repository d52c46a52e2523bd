import type { LetterPartConfiguration } from './letter-parts';

/** The colour bucket and configuration of one part (face, halo, tube, …) of one letter type. */
export interface LetterPartSelection {
  storeId: number;
  customiserId: number;
  letterTypeId: number;
  letterPart: string;
  configuration: LetterPartConfiguration;
  colourIds: number[];
  shared: boolean;
  translations: Record<string, unknown>;
  defaultUploadImageUrl: string | null;
  createdAt: Date;
  updatedAt: Date;
}
