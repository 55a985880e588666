import { z } from 'zod';
import { attachmentRecord } from './attachments.js';
import { endpoint } from './endpoints.js';
import {
  changeEmailAnswer,
  changeEmailInput,
  confirmEmailAnswer,
  confirmEmailInput,
  profileInput,
  profileRecord,
} from './profile.js';
import { changeOwnPasswordInput } from './users.js';

/**
 * The signed-in user's own account: their password, their profile and e-mail address, their uploads. Their clubs and
 * roles (`/api/init/`, `/api/users/current/`) are asked for by the first screen, which loads without zod (decision
 * 0023), so they are not declared here.
 */
export const accountEndpoints = {
  changeOwnPassword: endpoint({
    method: 'POST',
    path: '/api/users/reset_my_password/',
    body: changeOwnPasswordInput,
    status: 204,
    answer: z.null(),
  }),
  profile: endpoint({ method: 'GET', path: '/api/users/current/profile/', answer: profileRecord }),
  saveProfile: endpoint({
    method: 'PUT',
    path: '/api/users/current/profile/',
    body: profileInput,
    answer: profileRecord,
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/api/users/current/change_email/',
    body: changeEmailInput,
    status: 202,
    answer: changeEmailAnswer,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/users/confirm_email/',
    body: confirmEmailInput,
    answer: confirmEmailAnswer,
  }),
  /** An image (a club logo) sent as multipart/form-data with its `file`; the server checks and re-encodes it. */
  uploadAttachment: endpoint({ method: 'POST', path: '/api/attachments/', status: 201, answer: attachmentRecord }),
};
