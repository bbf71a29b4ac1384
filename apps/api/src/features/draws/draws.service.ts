import { boundTo } from '../../lib/use-case';
import { drawAuditOf } from './draw-audit';
import { createDraw, listAdminDraws } from './draw-management';
import { runDraw } from './drawing';
import { drawsContext, type DrawsServiceDependencies } from './draws-context';
import { enterDraw, listMemberDraws } from './member-draws';
import { deliverWinnerMails } from './winner-mail-delivery';

export type { DrawMembersPort, DrawsServiceDependencies } from './draws-context';

/**
 * One object for the module and the routes to hold (issue 37): each method is a use case from a file beside this
 * one, given the context here.
 */
export function drawsService(dependencies: DrawsServiceDependencies) {
  const context = drawsContext(dependencies);
  const withContext = boundTo(context);

  deliverWinnerMails(context);

  return {
    list: withContext(listAdminDraws),
    create: withContext(createDraw),
    draw: withContext(runDraw),
    forMember: withContext(listMemberDraws),
    enter: withContext(enterDraw),
    audit: withContext(drawAuditOf),
  };
}

export type DrawsService = ReturnType<typeof drawsService>;
