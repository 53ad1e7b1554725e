import type { GraphQLContext } from '../context.js';
import { requestPasswordReset, resetPassword } from '../../people/users/password-reset.service.js';

type Ctx = GraphQLContext;

export const userResolvers = {
  Mutation: {
    requestPasswordReset: (_: unknown, args: { email: string }, { em }: Ctx) => requestPasswordReset(em, args),
    resetPassword: (_: unknown, args: { token: string; password: string }, { em }: Ctx) => resetPassword(em, args),
  },
};
