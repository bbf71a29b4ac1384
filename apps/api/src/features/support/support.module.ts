import { featureModule } from '../../lib/feature-module';
import { supportRepository } from './support.repository';
import { supportRoutes } from './support.routes';
import * as tables from './support.schema';
import { supportService, type SupportServiceDependencies } from './support.service';

export interface SupportNeeds {
  members: Pick<SupportServiceDependencies, 'memberOf' | 'cardsOf' | 'staffContacts'>;
  notify: SupportServiceDependencies['notify'];
}

/** The contact form and the staff's inbox (issue 18, D1). */
export const supportModule = featureModule({
  name: 'support',
  tables,
  build({ config, db, events, mailer, imagesOf }, { members, notify }: SupportNeeds) {
    const supportRows = supportRepository(db, events);
    const support = supportService({
      repository: supportRows,
      memberOf: members.memberOf,
      cardsOf: members.cardsOf,
      staffContacts: members.staffContacts,
      mailer,
      notify,
      events,
      publicUrl: config.publicUrl,
      // Their own folder or prefix: the pictures' and feed images' sweeps never see a member's screenshot.
      attachmentFiles: imagesOf('support-attachments'),
    });
    return {
      supportRows,
      support,
      /** What the account purge removes beside the rows it deletes: the member's screenshot files. */
      supportFiles: { removeAllOf: support.removeAttachmentsOf },
    };
  },
  async routes(api, { support }, { platform: { config } }) {
    await api.register(supportRoutes, { service: support, attachmentMaxBytes: config.pictureMaxBytes });
  },
  jobs: ({ support }) => [
    { name: 'sweep-support-attachments', cron: '50 * * * *', run: () => support.sweepAttachments() },
  ],
});
