import { z } from 'zod';
import { access, answer, endpoint, uuidParam } from '../endpoint';
import { plan, planCreate, planOrder, planUpdate, subscriptionStatistics } from '../subscriptions';

/**
 * Admin and karim (D2, `admin_panel`): the plans members can buy, and the subscription figures. A plan change reaches
 * the members' plan list (the same resource) and the figures, which name and order the plans.
 */
const planChange = ['plans', 'statistics'] as const;

export const listAdminPlans = endpoint({
  method: 'GET',
  path: '/admin/plans',
  access: access.staff('admin_panel'),
  resource: 'plans',
  summary: 'Every plan, inactive ones included, in the order members see them',
  response: answer(z.array(plan)),
});

export const createPlan = endpoint({
  method: 'POST',
  path: '/admin/plans',
  access: access.staff('admin_panel'),
  resource: 'plans',
  changes: planChange,
  summary: 'A new plan; a Free plan costs nothing',
  body: planCreate,
  status: 201,
  response: answer(plan),
});

export const updatePlan = endpoint({
  method: 'PATCH',
  path: '/admin/plans/:planId',
  access: access.staff('admin_panel'),
  resource: 'plans',
  changes: planChange,
  summary: "A plan's name, price or availability; current subscribers keep their period's price",
  params: z.object({ planId: uuidParam }),
  body: planUpdate,
  response: answer(plan),
});

export const reorderPlans = endpoint({
  method: 'PUT',
  path: '/admin/plans/order',
  access: access.staff('admin_panel'),
  resource: 'plans',
  changes: planChange,
  summary: 'The order members see the plans in: every plan, once',
  body: planOrder,
  response: answer(z.array(plan)),
});

export const subscriptionFigures = endpoint({
  method: 'GET',
  path: '/admin/statistics/subscriptions',
  access: access.staff('admin_panel'),
  resource: 'statistics',
  summary:
    'Active subscriptions per plan, starts and cancellations per month, and the monthly recurring revenue',
  response: answer(subscriptionStatistics),
});
