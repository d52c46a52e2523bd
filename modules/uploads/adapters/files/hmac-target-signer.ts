import { inject, injectable } from 'inversify';
import { InfraTokens } from '../../../../infra/infra.tokens';
import { signatureMatches, targetSignature } from '../../domain/target-signature';
import type { TargetSigner } from '../../application/ports';

@injectable()
export class HmacTargetSigner implements TargetSigner {
  constructor(@inject(InfraTokens.ServerSecret) private readonly secret: string) {}

  sign(uploadId: string, expiresAtSeconds: number): string {
    return targetSignature(this.secret, uploadId, expiresAtSeconds);
  }

  verify(uploadId: string, expiresAtSeconds: number, signature: string): boolean {
    return signatureMatches(this.secret, uploadId, expiresAtSeconds, signature);
  }
}
