ALTER TABLE "community_channels" ADD COLUMN "starter_key" text;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "community_messages_author_idx" ON "community_messages" USING btree ("author_id");--> statement-breakpoint
ALTER TABLE "community_channels" ADD CONSTRAINT "community_channels_starter_key_unique" UNIQUE("starter_key");--> statement-breakpoint
-- The brand's starter channels (issue 39), on a fresh install and on an upgrade alike; named by their key, so a
-- second run adds nothing, and staff may rename or archive them like any channel.
INSERT INTO "community_channels" ("starter_key", "name", "description", "mode") VALUES
	('introductions',
	 '{"writtenIn":"en","texts":{"en":"Introductions","fr":"Présentations","ar":"تعارف"}}',
	 '{"writtenIn":"en","texts":{"en":"New here? Say hello: who you are, what you train for and what you want to change.","fr":"Vous venez d''arriver ? Présentez-vous : qui vous êtes, pour quoi vous vous entraînez et ce que vous voulez changer.","ar":"انضممت إلينا للتو؟ عرّفنا بنفسك: من أنت، ولأيّ هدف تتدرّب، وما الذي تريد تغييره."}}',
	 'open'),
	('training',
	 '{"writtenIn":"en","texts":{"en":"Training","fr":"Entraînement","ar":"التدريب"}}',
	 '{"writtenIn":"en","texts":{"en":"Workouts, runs, progress and technique questions. Share today''s session.","fr":"Séances, sorties, progrès et questions de technique. Partagez votre séance du jour.","ar":"التمارين والجري والتقدّم وأسئلة التقنية. شاركنا حصّة تدريبك اليوم."}}',
	 'open'),
	('nutrition',
	 '{"writtenIn":"en","texts":{"en":"Nutrition","fr":"Nutrition","ar":"التغذية"}}',
	 '{"writtenIn":"en","texts":{"en":"Meals, recipes, shopping and questions about eating well.","fr":"Repas, recettes, courses et questions pour bien manger.","ar":"الوجبات والوصفات والتسوّق وأسئلتكم عن الأكل الصحي."}}',
	 'open')
ON CONFLICT ("starter_key") DO NOTHING;
