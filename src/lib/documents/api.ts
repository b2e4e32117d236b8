/**
 * Carriers' documents' endpoints (docs/api.md, "Vehicles and documents"), on the API client's helpers:
 * the owner's vehicles and identity, and the desk's queue with its two decisions.
 */
import type * as C from '../shared/contract.ts';
import { del, get, post, segment, type ApiOptions } from '../request/api.ts';

export const listMyVehicles = (options?: ApiOptions) =>
  get<C.Vehicle[]>('/api/user/vehicles', undefined, options);

export const addVehicle = (body: C.VehicleRequest, options?: ApiOptions) =>
  post<C.Vehicle>('/api/user/vehicles', body, options);

export const deleteVehicle = (vehicleId: number, options?: ApiOptions) =>
  del<{ id: number }>(`/api/user/vehicles/${segment(vehicleId)}`, undefined, options);

export const getMyIdentity = (options?: ApiOptions) =>
  get<C.Identity | null>('/api/user/identity', undefined, options);

export const sendIdentity = (body: C.IdentityRequest, options?: ApiOptions) =>
  post<C.Identity>('/api/user/identity', body, options);

export const listDocuments = (state: C.DocumentState, page: number, options?: ApiOptions) =>
  get<C.Paged<C.DeskDocument>>('/api/desk/documents', { state, page }, options);

export const approveDocument = (documentId: string, options?: ApiOptions) =>
  post<C.DocumentDecision>(`/api/desk/documents/${segment(documentId)}/approve`, {}, options);

export const rejectDocument = (documentId: string, body: C.DocumentRejection, options?: ApiOptions) =>
  post<C.DocumentDecision>(`/api/desk/documents/${segment(documentId)}/reject`, body, options);
