/**
 * Carriers' documents' endpoints (docs/api.md, "Vehicles and documents"), on the API client's helpers:
 * the owner's vehicles and identity, and the desk's queue with its two decisions.
 */
import type * as C from '../shared/contract.ts';
import type * as D from '../shared/contract/documents.ts';
import { del, get, post, segment, type ApiOptions } from '../request/api.ts';

export const listMyVehicles = (options?: ApiOptions) =>
  get<D.Vehicle[]>('/api/user/vehicles', undefined, options);

export const addVehicle = (body: D.VehicleRequest, options?: ApiOptions) =>
  post<D.Vehicle>('/api/user/vehicles', body, options);

export const deleteVehicle = (vehicleId: number, options?: ApiOptions) =>
  del<{ id: number }>(`/api/user/vehicles/${segment(vehicleId)}`, undefined, options);

export const getMyIdentity = (options?: ApiOptions) =>
  get<D.Identity | null>('/api/user/identity', undefined, options);

export const sendIdentity = (body: D.IdentityRequest, options?: ApiOptions) =>
  post<D.Identity>('/api/user/identity', body, options);

export const listDocuments = (state: D.DocumentState, page: number, options?: ApiOptions) =>
  get<C.Paged<D.DeskDocument>>('/api/desk/documents', { state, page }, options);

export const approveDocument = (documentId: string, options?: ApiOptions) =>
  post<D.DocumentDecision>(`/api/desk/documents/${segment(documentId)}/approve`, {}, options);

export const rejectDocument = (documentId: string, body: D.DocumentRejection, options?: ApiOptions) =>
  post<D.DocumentDecision>(`/api/desk/documents/${segment(documentId)}/reject`, body, options);
