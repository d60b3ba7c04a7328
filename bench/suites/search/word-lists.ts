/*
 * The words of the search bench's corpus: what a corporate learning portal holds (safety, training,
 * retail, management, HR, IT, plant and warehouse work), in English and Canadian French. Each list
 * runs roughly from common to rare; `vocabulary.ts` turns lemmas into the forms people write
 * (plurals, verb forms, French genders) and gives them Zipf-like frequencies by their rank.
 *
 * Notation: `a|b|c` lists a lemma's forms explicitly (the first is the most used); `word!` has a
 * single form (no plural). Repeated forms keep their first place.
 */

export const ENGLISH_NOUNS = `
training safety! team employee manager course equipment! program customer process
policy procedure store quality! service product session learning! skill module
resource video guide document leader performance! health! risk time! work!
year day week month plan goal project meeting report data!
system tool device machine vehicle area site warehouse office department
company business! market sale client order delivery inventory staff! supervisor
worker colleague role task responsibility standard practice rule requirement compliance!
regulation inspection audit incident injury accident hazard emergency fire! evacuation
exit alarm checklist form record certificate certification assessment evaluation feedback!
review coaching! mentor onboarding! orientation! career development! leadership! communication! presentation
negotiation conflict decision problem solution strategy change culture value mission
vision! objective result outcome success! growth! opportunity budget cost price
revenue profit expense invoice payment account contract supplier partner brand
campaign promotion display shelf|shelves aisle counter register cashier shift schedule
holiday vacation benefit salary|salaries payroll! pension insurance! wellness! stress! break
lunch! kitchen cafeteria parking! building floor room door window stair
ladder forklift pallet truck trailer dock shipment package box|boxes label
scanner barcode computer laptop phone email password network software! application
update security! privacy! information! file folder backup server access! permission
login screen keyboard printer glove helmet boot goggles! vest mask
harness earplug respirator apron uniform chemical spill container cylinder valve
pump motor engine tank pipe hose wire cable electricity! lockout
tagout lock key switch|switches panel breaker circuit voltage battery|batteries charger
noise! dust! heat! ventilation! temperature pressure weight height distance step
stage phase level grade score question answer quiz|quizzes test exam
lesson chapter topic example case scenario exercise activity|activities game challenge
reward badge point manual handbook catalogue library|libraries article news! event
webinar podcast workshop conference seminar instructor trainer facilitator participant learner
student trainee newcomer member group community|communities forum discussion comment idea
suggestion survey poll vote language translation version copy|copies draft template
sample format morning afternoon evening night weekend season spring summer
autumn winter region city|cities province country|countries headquarters! branch|branches location zone
sector division unit visitor guest contractor vendor applicant candidate interview
hiring! recruitment! diversity! inclusion! equity! respect! ethics! integrity! harassment! discrimination!
bullying! wellbeing! sustainability! environment recycling! waste! energy! water! carbon! emission
footprint handling! lifting! posture! ergonomics! back shoulder hand finger eye
ear foot|feet knee aid kit bandage wound burn fracture sprain
strain fatigue! sleep! cleaning! sanitation! hygiene! disinfectant sanitizer soap! towel
mop bucket food! allergy|allergies allergen storage! freezer fridge oven fryer
knife|knives blade customer|customers loyalty! return refund complaint greeting! smile uniform
productivity! efficiency! accuracy! deadline priority|priorities workload! overtime! absence attendance! punctuality!
policy|policies guideline principle framework milestone roadmap dashboard metric indicator trend
forecast analysis|analyses spreadsheet database invoice|invoices receipt audit|audits approval signature stamp
`;

export const ENGLISH_VERBS = `
learn complete manage train work use check follow report review
improve share help support lead|leads|leading|led plan|plans|planning|planned create update prepare protect
ensure provide keep|keeps|keeping|kept take|takes|taking|took|taken make|makes|making|made
find|finds|finding|found give|gives|giving|gave|given know|knows|knowing|knew|known
see|sees|seeing|saw|seen start finish build|builds|building|built deliver serve
sell|sells|selling|sold buy|buys|buying|bought inspect clean store lift carry move
load unload drive|drives|driving|drove|driven wear|wears|wearing|wore|worn lock open close
test measure record assess evaluate coach listen speak|speaks|speaking|spoke|spoken
write|writes|writing|wrote|written read|reads|reading attend join welcome introduce explain
understand|understands|understanding|understood apply identify prevent reduce respond handle solve discuss decide
organize assign approve request register install configure connect enter evacuate
alert notify warn achieve reach grow|grows|growing|grew|grown develop practice master explore
discover watch greet count order stock label scan pack ship receive
return refund negotiate present motivate recognize reward celebrate collaborate communicate delegate
prioritize schedule|schedules|scheduling|scheduled monitor analyze forecast calculate verify validate certify sign submit
`;

export const ENGLISH_ADJECTIVES = `
new safe required mandatory annual online daily available important personal
professional effective good best quick easy practical basic advanced essential
general specific local national global internal external digital mobile virtual
new|newer|newest clear simple complete correct current final first last next
main key strong healthy secure private public open free short
long full main|major minor high low heavy light hot cold
wet dry dangerous hazardous toxic flammable electrical mechanical physical mental
social financial legal ethical technical operational strategic commercial regional seasonal
weekly monthly quarterly yearly urgent critical optional recommended certified qualified
experienced junior senior remote hybrid flexible friendly respectful inclusive diverse
sustainable green clean|cleaner cleanest accurate reliable efficient productive innovative creative positive
`;

export const FRENCH_NOUNS = `
formation sécurité! équipe employé gestionnaire cours équipement programme client processus
politique procédure magasin qualité! service produit séance apprentissage compétence module
ressource vidéo guide document leader rendement! santé! risque temps! travail|travaux
année jour semaine mois plan objectif projet réunion rapport donnée
système outil appareil machine véhicule zone site entrepôt bureau département
entreprise marché vente commande livraison inventaire personnel! superviseur travailleur collègue
rôle tâche responsabilité norme pratique règle exigence conformité! règlement inspection
vérification incident blessure accident danger urgence incendie évacuation sortie alarme
liste formulaire dossier certificat certification évaluation rétroaction! encadrement! mentor accueil!
intégration! carrière perfectionnement! communication présentation négociation conflit décision problème solution
stratégie changement culture valeur mission vision résultat réussite croissance! occasion
budget coût prix revenu profit dépense facture paiement compte contrat
fournisseur partenaire marque campagne promotion étalage tablette allée comptoir caisse
caissier quart horaire congé vacances! avantage salaire paie! retraite! assurance
mieux-être! stress! pause dîner cuisine cafétéria stationnement bâtiment plancher salle
porte fenêtre escalier échelle chariot palette camion remorque quai expédition
colis boîte étiquette lecteur code ordinateur portable téléphone courriel|courriels mot|mots réseau
logiciel application mise|mises jour|jours accès! autorisation écran clavier imprimante gant
casque botte lunettes! dossard masque harnais bouchon respirateur tablier uniforme
produit|produits chimique|chimiques déversement contenant bouteille valve pompe moteur réservoir tuyau
fil câble électricité! cadenassage! cadenas! verrou clé interrupteur panneau disjoncteur
circuit tension batterie chargeur bruit poussière chaleur! ventilation! température pression
poids hauteur distance étape niveau note question réponse questionnaire test
examen leçon chapitre sujet exemple cas scénario exercice activité jeu
défi récompense badge point manuel guide|guides catalogue bibliothèque article nouvelle
événement webinaire balado atelier conférence séminaire formateur formatrice animateur participant
apprenant étudiant stagiaire recrue membre groupe communauté forum discussion commentaire
idée suggestion sondage vote langue traduction version copie brouillon modèle
échantillon format matin après-midi! soir nuit fin|fins saison printemps!
automne! hiver! région ville province pays! siège! succursale emplacement secteur
division unité visiteur invité entrepreneur vendeur candidat entrevue embauche! recrutement!
diversité! inclusion! équité! respect! éthique! intégrité! harcèlement! discrimination! intimidation! bien-être!
durabilité! environnement recyclage! déchet énergie eau|eaux carbone! émission empreinte manutention!
levage! posture ergonomie! dos! épaule main doigt œil|yeux oreille pied
genou|genoux trousse pansement plaie brûlure fracture entorse fatigue! sommeil! nettoyage!
assainissement! hygiène! désinfectant savon serviette vadrouille seau aliment allergie allergène
entreposage! congélateur réfrigérateur four friteuse couteau|couteaux lame fidélité! retour remboursement
plainte accueil|accueils sourire productivité! efficacité! précision! échéance priorité charge absence
assiduité! ponctualité! directive principe cadre jalon feuille|feuilles tableau|tableaux indicateur tendance
prévision analyse chiffrier base|bases reçu approbation signature tampon œuvre|œuvres chantier
`;

export const FRENCH_VERBS = `
apprendre|apprend|apprennent|appris|apprise|apprenez compléter gérer former travailler utiliser vérifier suivre|suit|suivent|suivi|suivie
signaler réviser améliorer partager aider soutenir|soutient|soutiennent|soutenu|soutenue diriger planifier créer préparer
protéger assurer fournir+ garder prendre|prend|prennent|pris|prise|prenez faire|fait|font|faite|faites trouver donner
connaître|connaît|connaissent|connu|connue voir|voit|voient|vu|vue commencer finir+ bâtir+ livrer servir|sert|servent|servi|servie
vendre|vend|vendent|vendu|vendue acheter|achète|achètent|acheté|achetée inspecter nettoyer|nettoie|nettoient|nettoyé|nettoyée ranger soulever|soulève|soulèvent|soulevé transporter déplacer charger décharger conduire|conduit|conduisent|conduite
porter verrouiller ouvrir|ouvre|ouvrent|ouvert|ouverte fermer tester mesurer enregistrer évaluer encadrer écouter
parler écrire|écrit|écrivent|écrite lire|lit|lisent|lu|lue assister joindre|joint|joignent accueillir|accueille|accueillent|accueilli présenter expliquer comprendre|comprend|comprennent|compris|comprise appliquer
identifier prévenir|prévient|préviennent|prévenu réduire|réduit|réduisent|réduite répondre|répond|répondent|répondu régler|règle|règlent|réglé discuter décider organiser attribuer approuver demander
inscrire|inscrit|inscrivent|inscrite installer configurer connecter entrer évacuer alerter aviser atteindre|atteint|atteignent|atteinte développer
pratiquer maîtriser explorer découvrir|découvre|découvrent|découvert regarder saluer compter commander étiqueter|étiquette|étiquettent|étiqueté balayer|balaie|balayé
emballer expédier recevoir|reçoit|reçoivent|reçu|reçue rembourser négocier motiver reconnaître|reconnaît|reconnaissent|reconnu célébrer collaborer communiquer déléguer
prioriser surveiller analyser prévoir|prévoit|prévoient|prévu calculer valider certifier signer soumettre|soumet|soumettent|soumis|soumise sécuriser
`;

export const FRENCH_ADJECTIVES = `
nouveau|nouvelle|nouveaux|nouvelles sécuritaire obligatoire annuel quotidien disponible important personnel professionnel
efficace bon|bonne|bons|bonnes meilleur rapide facile pratique basique avancé essentiel général
spécifique local national mondial interne externe numérique mobile virtuel clair
simple complet|complète|complets|complètes correct actuel final premier|première|premiers|premières dernier|dernière|derniers|dernières prochain principal|principale|principaux|principales
fort sain privé public|publique|publics|publiques ouvert libre court long|longue|longs|longues majeur mineur
élevé bas|basse lourd léger|légère|légers|légères chaud froid mouillé sec|sèche|secs|sèches dangereux toxique
inflammable électrique mécanique physique mental|mentale|mentaux|mentales social|sociale|sociaux|sociales financier|financière|financiers|financières légal|légale|légaux|légales éthique technique
opérationnel stratégique commercial|commerciale|commerciaux|commerciales régional|régionale|régionaux|régionales saisonnier|saisonnière|saisonniers|saisonnières hebdomadaire mensuel trimestriel urgent critique
facultatif recommandé certifié qualifié expérimenté junior! senior! hybride flexible respectueux
inclusif diversifié durable vert|verte|verts|vertes propre précis|précise fiable efficient productif innovant
créatif positif francophone anglophone québécois|québécoise|québécois|québécoises canadien|canadienne|canadiens|canadiennes
`;

/** Rare words of each language: trades, tools and regulations few documents name. */
export const ENGLISH_RARE = `
whmis sds osha hydraulics pneumatics welding soldering scaffolding excavation trenching confined asbestos silica
legionella ammonia propane acetylene chlorine forklifts telehandler reachstacker conveyor palletizer shrinkwrap stretchwrap
crane hoist rigging sling shackle lanyard carabiner anchorage guardrail toeboard bollard chock wheelbarrow dolly
defibrillator tourniquet epinephrine naloxone concussion hypothermia heatstroke dehydration frostbite whiplash tendonitis
planogram merchandising shrinkage markdown upselling crossselling chargeback layaway consignment franchisee
kanban kaizen sixsigma lean gemba poka yoke andon takt heijunka jidoka
phishing ransomware malware encryption firewall authentication multifactor vpn spyware keylogger
gdpr pipeda casl sox iso ansi csa nfpa hazop fmea
sommelier barista butcher baker florist pharmacist optician locksmith upholsterer glazier
`;

export const FRENCH_RARE = `
simdut fds cnesst hydraulique pneumatique soudage brasage échafaudage excavation tranchée espace amiante silice
légionellose ammoniac propane acétylène chlore chariots gerbeur convoyeur palettiseur pellicule banderoleuse
grue palan élingage élingue manille longe mousqueton ancrage garde-corps plinthe borne cale brouette diable
défibrillateur garrot épinéphrine naloxone commotion hypothermie coup|coups insolation déshydratation engelure tendinite
planogramme marchandisage démarque rabais vente|ventes rétrofacturation mise|mises consignation franchisé
kanban kaizen maîtrise statistique gemba détrompeur andon cadence lissage autonomation
hameçonnage rançongiciel maliciel chiffrement pare-feu authentification multifacteur logiciel|logiciels espiogiciel enregistreur
rgpd lprpde lcap iso csa nfpa amdec
sommelier barista boucher boulanger fleuriste pharmacien opticien serrurier rembourreur vitrier
`;

/** Places, people and products both languages name: the rarest words of the corpus. */
export const PROPER_NAMES = `
montreal toronto vancouver calgary edmonton ottawa winnipeg halifax quebec laval gatineau longueuil sherbrooke
saguenay levis trois-rivieres terrebonne rimouski chicoutimi drummondville granby joliette victoriaville
saskatoon regina moncton fredericton charlottetown kelowna kamloops nanaimo sudbury thunder kingston windsor
hamilton london mississauga brampton markham oakville burlington barrie guelph waterloo kitchener niagara
boston chicago denver seattle portland austin dallas houston phoenix atlanta miami orlando detroit
tremblay gagnon roy cote bouchard gauthier morin lavoie fortin gagne ouellet pelletier belanger levesque
bergeron leblanc paquette girard simard boucher caron beaulieu cloutier dube poirier fournier lapointe
smith johnson williams brown jones miller davis wilson anderson taylor thomas moore martin jackson
thompson white harris clark lewis robinson walker young allen king wright scott green baker adams
northwind contoso fabrikam tailspin litware adventureworks proseware wingtip fourthcoffee margie woodgrove
alpine lucerne trey humongous coho adatum relecloud consolidated blueyonder wideworld graphicdesign
sap oracle salesforce workday sharepoint teams outlook excel powerpoint onenote tableau jira
`;
