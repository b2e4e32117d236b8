/**
 * Carriers' documents as an answer says them: the state with expiry applied, and the numbers
 * (身份证号, 道路运输证号, 从业资格证号) masked for everyone but editors (docs/api.md, "Vehicles and
 * documents").
 */
import type { Identity, Vehicle } from '../../src/lib/shared/contract/documents.ts';
import { maskDocumentNumber } from '../../src/lib/shared/document-mask.ts';
import { effectiveState, type IdentityRow, type VehicleRow } from '../queries/documents.ts';

/** Who reads: `editor` sees numbers in full, `owner` masked. */
export type Reader = 'editor' | 'owner';

const shown = (value: string | null, reader: Reader): string | null =>
  value === null || reader === 'editor' ? value : maskDocumentNumber(value);

export function vehicleView(row: VehicleRow, today: string, reader: Reader): Vehicle {
  const { userId: _owner, transportPermitNo, ...vehicle } = row;
  return {
    ...vehicle,
    lengthMeters: Number(row.lengthMeters),
    loadTons: Number(row.loadTons),
    transportPermitNo: shown(transportPermitNo, reader),
    state: effectiveState(row, today),
  };
}

export function identityView(row: IdentityRow, today: string, reader: Reader): Identity {
  const { userId: _owner, idNumber, qualificationNo, ...identity } = row;
  return {
    ...identity,
    idNumber: shown(idNumber, reader) ?? '',
    qualificationNo: shown(qualificationNo, reader),
    state: effectiveState(row, today),
  };
}
