import { exchanges, type GenreBank, list } from './bank.js';

/**
 * Narrative nonfiction (Self-Help, Biography): a real-feeling life told as scenes, with the turning
 * points, doubts and small disciplines such books are built on.
 */
export const life: GenreBank = {
  key: 'life',
  isGentle: true,
  femaleNames: list('Anna | Grace | Maria | Joy | Susan | Leila | Rachel | Dana | Amelia | Carmen'),
  maleNames: list('David | Marcus | Sam | Jonah | Paul | Adrian | Ken | Luis | Michael | Yusuf'),
  surnames: list('Carter | Okafor | Lindholm | Rivera | Shaw | Patel | Morgan | Becker'),
  placeNames: list(
    'Cleveland | Manchester | the east side | Glasgow | Detroit | the Riverside estate | Leeds',
  ),
  spots: list(`
    the kitchen table | the night-shift break room | the community centre | the park bench by the river
    the office on the fourth floor | the waiting room | the running track | the small flat above the launderette
  `),
  sights: list(`
    a stack of bills weighed down by a coffee mug | a to-do list longer than the day | a notebook full of crossed-out plans
    the first light over the rooftops | a calendar with one date circled in red | a whiteboard covered in arrows
    a pair of muddy trainers by the door | a sticky note on the fridge that said START | rain on a bus shelter
    a queue outside the job centre | the lit windows of the night shift
  `),
  sounds: list(`
    the alarm at five | the hum of the fluorescent lights | traffic on the ring road | the kettle | rain on the window
    a phone buzzing on the table | the lift grinding between floors | children shouting in the playground across the road
    the radiator ticking as it warmed | a bus sighing at the stop outside
  `),
  smells: list('coffee | photocopier toner | rain on concrete | hospital soap | fresh paint'),
  weather: list(
    'it was still dark outside | the rain had settled in for the day | the morning came up clear and cold',
  ),
  objects: list(
    'notebook | bank letter | running shoes | business plan | acceptance letter | old photograph',
  ),
  threats: list(
    'the debt | the deadline | the doubt that came every night | the diagnosis | the fear of starting again',
  ),
  goals: list(
    'finish what {they} had started | start again at forty | pay off the debt one month at a time | keep the promise {they} had made to {themself}',
  ),
  secrets: list(
    'everyone else had been just as afraid | the first plan had never been the right one | the habit mattered more than the talent',
  ),
  incidents: list(`
    the letter arrived | the phone rang at the worst possible moment | the bank said no | the offer came through
    the laptop died with the work unsaved | a stranger stopped to say thank you | the boiler broke again
  `),
  actions: list(`
    wrote the day's three tasks on a card | laced up {their} shoes in the dark | made the call {they} had been avoiding
    opened the laptop and began | crossed one line off the list | set a timer for twenty-five minutes
    read the email twice before answering | put the phone face down and left it there | filled the kettle and waited
    signed the form before {they} could change {their} mind
  `),
  memories: list(`
    {their} first job at sixteen | the year everything fell apart | a teacher who had believed in {them}
    the first month of the business | {their} father's hands on the steering wheel | the night {they} nearly gave up
    the letter of rejection {they} kept in a drawer | the first time {they} ran a whole mile
  `),
  roles: list('a night-shift nurse | a small-business owner | a mentor | a retired coach | a social worker'),
  moods: list('ordinary | determined | tired | hopeful | quiet'),
  hooks: list('It would take another year before {P} understood what had started that morning.'),
  exchanges: exchanges(`
    Why do you keep doing this? / Because the day I stop, I'll have to admit I wanted it.
    What if it doesn't work? / Then I'll know. That's better than wondering.
    You can't fix everything at once. / No. Just the next thing.
    How do you start something like this? / Badly. Then a little less badly.
    Aren't you tired? / All the time. I've stopped waiting to feel ready.
    What did they say? / No. Politely, but no. / So who's next on the list?
    You make it look easy. / It isn't. I just stopped announcing when it was hard.
    Do you regret it? / Some mornings. Never by the evening.
    What would you tell yourself ten years ago? / Start sooner. And sleep more.
  `),
  titleNouns: list('Habit | Morning | Year | Road | Work | Promise | Start | Step | Life'),
  titleAdjectives: list('Small | First | Long | Quiet | Ordinary | Second'),
  themes: list('resilience, habit and the courage to begin again | work, family and the long road to change'),
  kinds: list('an honest, hopeful account | a clear-eyed life story'),
  taglines: list('Change rarely arrives all at once. It arrives one morning at a time.'),
  flavour: {
    reflection: [
      'Looking back, {P} would say that nothing dramatic happened that day, and that was exactly why it mattered.',
      'There was no plan yet, only the decision to keep going, and {P} would later say that was enough.',
    ],
  },
};
