import { type ExerciseBodyPart, exerciseImagePath } from '@gym/contract';

/**
 * The exercise catalogue, written for this project (catalogue content, not demo data: it loads on every
 * start, see `exercises.ts`). Terms follow one vocabulary so the filters and search stay predictable:
 * body part from the contract's list, target the main muscle (lowercase), equipment lowercase.
 */
export type CatalogueExercise = {
  name: string;
  bodyPart: ExerciseBodyPart;
  target: string;
  equipment: string;
  instructions: string[];
  imageUrl: string;
};

type Entry = [name: string, target: string, equipment: string, instructions: string[]];

const group = (bodyPart: ExerciseBodyPart, entries: Entry[]): CatalogueExercise[] =>
  entries.map(([name, target, equipment, instructions]) => ({
    name,
    bodyPart,
    target,
    equipment,
    instructions,
    imageUrl: exerciseImagePath(bodyPart),
  }));

const chest = group('chest', [
  [
    'Barbell Bench Press',
    'pectorals',
    'barbell',
    [
      'Lie on a flat bench with your eyes under the bar and your feet flat on the floor.',
      'Grip the bar slightly wider than shoulder width and lift it out of the rack over your chest.',
      'Lower the bar under control to the middle of your chest, elbows about 45 degrees from your body.',
      'Press the bar back up until your arms are straight, keeping your shoulder blades pulled together.',
    ],
  ],
  [
    'Incline Dumbbell Press',
    'pectorals',
    'dumbbell',
    [
      'Set a bench to 30–45 degrees and sit back with a dumbbell in each hand at chest height.',
      'Press the dumbbells up over your upper chest until your arms are straight.',
      'Lower them slowly until you feel a stretch across the chest.',
      'Keep your feet planted and your back against the bench for every repetition.',
    ],
  ],
  [
    'Dumbbell Bench Press',
    'pectorals',
    'dumbbell',
    [
      'Lie on a flat bench holding a dumbbell in each hand beside your chest, palms facing your feet.',
      'Press both dumbbells up until your arms are straight and the weights almost touch.',
      'Lower them along the same path until your elbows are just below the bench.',
      'Breathe out as you press and keep your wrists stacked over your elbows.',
    ],
  ],
  [
    'Decline Barbell Bench Press',
    'pectorals',
    'barbell',
    [
      'Secure your legs under the pads of a decline bench and lie back with your eyes under the bar.',
      'Take the bar from the rack with a grip slightly wider than your shoulders.',
      'Lower it to your lower chest, keeping your elbows tucked at about 45 degrees.',
      'Press it back up to straight arms and rack it only when you have finished the set.',
    ],
  ],
  [
    'Dumbbell Fly',
    'pectorals',
    'dumbbell',
    [
      'Lie on a flat bench with two dumbbells held above your chest, palms facing each other.',
      'With a slight bend in your elbows, open your arms out to the sides in a wide arc.',
      'Stop when your upper arms are level with the bench and you feel a stretch in your chest.',
      'Squeeze your chest to bring the dumbbells back together along the same arc.',
    ],
  ],
  [
    'Cable Crossover',
    'pectorals',
    'cable',
    [
      'Set both pulleys above head height and take a handle in each hand.',
      'Step forward into a split stance and lean your torso slightly forward.',
      'With soft elbows, pull the handles down and together in front of your hips.',
      'Pause with your hands close together, then let your arms return slowly until your chest is stretched.',
    ],
  ],
  [
    'Low-to-High Cable Fly',
    'pectorals',
    'cable',
    [
      'Set both pulleys at the lowest position and hold a handle in each hand, palms facing forward.',
      'Stand in the middle with one foot slightly ahead and your arms down at your sides.',
      'Sweep the handles up and in until they meet at shoulder height in front of your upper chest.',
      'Lower them back along the same arc without letting the weights touch down.',
    ],
  ],
  [
    'Push-Up',
    'pectorals',
    'body weight',
    [
      'Place your hands slightly wider than your shoulders and step your feet back into a straight plank.',
      'Brace your core so your body stays in one line from head to heels.',
      'Bend your elbows to lower your chest until it is just above the floor.',
      'Push the floor away to straighten your arms and return to the plank.',
    ],
  ],
  [
    'Wide-Grip Push-Up',
    'pectorals',
    'body weight',
    [
      'Set up in a plank with your hands about one and a half times shoulder width apart.',
      'Keep your hips level with your shoulders and your neck neutral.',
      'Lower your chest towards the floor, letting your elbows travel out to the sides.',
      'Press back up until your arms are straight.',
    ],
  ],
  [
    'Incline Push-Up',
    'pectorals',
    'bench',
    [
      'Place your hands on the edge of a bench or box, slightly wider than shoulder width.',
      'Walk your feet back until your body forms a straight line.',
      'Lower your chest to the edge of the bench with control.',
      'Press back to straight arms; use a higher surface to make it easier.',
    ],
  ],
  [
    'Decline Push-Up',
    'pectorals',
    'bench',
    [
      'Place your feet on a bench behind you and your hands on the floor under your shoulders.',
      'Brace your core so your hips do not sag.',
      'Lower your head and chest towards the floor by bending your elbows.',
      'Push back up to straight arms, keeping your body rigid.',
    ],
  ],
  [
    'Chest Dip',
    'pectorals',
    'parallel bars',
    [
      'Support yourself on parallel bars with straight arms and your feet off the floor.',
      'Lean your torso forward about 30 degrees and let your elbows flare slightly.',
      'Lower yourself until your shoulders are just below your elbows.',
      'Press back up to the start without locking your elbows hard.',
    ],
  ],
  [
    'Machine Chest Press',
    'pectorals',
    'leverage machine',
    [
      'Adjust the seat so the handles line up with the middle of your chest.',
      'Sit with your back against the pad and grip the handles.',
      'Press the handles forward until your arms are almost straight.',
      'Return slowly until you feel a stretch in your chest, then repeat.',
    ],
  ],
  [
    'Pec Deck Fly',
    'pectorals',
    'leverage machine',
    [
      'Sit on the machine with your back flat against the pad and your feet on the floor.',
      'Place your forearms or hands on the pads with your elbows at shoulder height.',
      'Bring the pads together in front of your chest, squeezing your chest muscles.',
      'Let them open slowly until your arms are in line with your body.',
    ],
  ],
  [
    'Smith Machine Incline Press',
    'pectorals',
    'smith machine',
    [
      'Place an incline bench inside the Smith machine so the bar lines up with your upper chest.',
      'Unhook the bar with a grip slightly wider than your shoulders.',
      'Lower the bar to your upper chest with control.',
      'Press it back up and turn the bar to hook it when the set is done.',
    ],
  ],
  [
    'Dumbbell Pullover',
    'pectorals',
    'dumbbell',
    [
      'Lie across or along a bench holding one dumbbell with both hands above your chest.',
      'Keep a slight bend in your elbows and lower the dumbbell back behind your head.',
      'Stop when your arms are in line with your torso and you feel a stretch in your chest and lats.',
      'Pull the dumbbell back over your chest along the same arc.',
    ],
  ],
  [
    'Dumbbell Floor Press',
    'pectorals',
    'dumbbell',
    [
      'Lie on your back on the floor with your knees bent and a dumbbell in each hand.',
      'Start with your upper arms on the floor and the dumbbells over your elbows.',
      'Press the dumbbells up until your arms are straight.',
      'Lower them until your upper arms touch the floor lightly, pause, and press again.',
    ],
  ],
  [
    'Svend Press',
    'pectorals',
    'weighted plate',
    [
      'Stand tall holding a weight plate between your palms in front of your chest.',
      'Squeeze the plate hard with both hands.',
      'Press the plate straight out in front of you until your arms are straight.',
      'Bring it back to your chest while keeping the squeeze.',
    ],
  ],
  [
    'Resistance Band Chest Press',
    'pectorals',
    'resistance band',
    [
      'Anchor a band behind you at chest height and hold one end in each hand.',
      'Step forward until the band is taut, with your hands beside your chest.',
      'Press both hands forward until your arms are straight.',
      'Return slowly against the pull of the band.',
    ],
  ],
  [
    'Medicine Ball Chest Pass',
    'pectorals',
    'medicine ball',
    [
      'Stand facing a solid wall about two metres away, holding a medicine ball at your chest.',
      'Step forward and push the ball explosively towards the wall with both hands.',
      'Catch it on the rebound with soft elbows, bringing it back to your chest.',
      'Reset your stance and repeat with maximal speed.',
    ],
  ],
  [
    'Scapular Push-Up',
    'serratus anterior',
    'body weight',
    [
      'Set up in a straight-arm plank with your hands under your shoulders.',
      'Keeping your arms straight, let your chest sink so your shoulder blades pinch together.',
      'Push the floor away so your shoulder blades spread apart and your upper back rounds slightly.',
      'Move slowly between the two positions without bending your elbows.',
    ],
  ],
]);

const back = group('back', [
  [
    'Pull-Up',
    'lats',
    'pull-up bar',
    [
      'Hang from a bar with an overhand grip slightly wider than your shoulders.',
      'Pull your shoulder blades down and back to start the movement.',
      'Pull yourself up until your chin passes the bar, leading with your chest.',
      'Lower yourself all the way down to straight arms with control.',
    ],
  ],
  [
    'Chin-Up',
    'lats',
    'pull-up bar',
    [
      'Hang from a bar with an underhand grip about shoulder width apart.',
      'Brace your core and keep your legs still.',
      'Pull yourself up until your chin is above the bar.',
      'Lower yourself slowly until your arms are straight again.',
    ],
  ],
  [
    'Assisted Pull-Up',
    'lats',
    'assisted machine',
    [
      'Choose a counterweight on the machine: more weight gives more help.',
      'Kneel or stand on the platform and grip the handles overhead.',
      'Pull yourself up until your chin is above the handles.',
      'Lower yourself under control to straight arms.',
    ],
  ],
  [
    'Lat Pulldown',
    'lats',
    'cable',
    [
      'Sit at the machine with your thighs under the pads and take a wide overhand grip on the bar.',
      'Lean back slightly and lift your chest.',
      'Pull the bar down to your upper chest, driving your elbows down towards your ribs.',
      'Let the bar rise slowly until your arms are straight.',
    ],
  ],
  [
    'Close-Grip Lat Pulldown',
    'lats',
    'cable',
    [
      'Attach a close-grip handle and sit with your thighs secured under the pads.',
      'Hold the handle with palms facing each other and arms straight.',
      'Pull it down to your upper chest while keeping your elbows close to your body.',
      'Return slowly to the top, feeling the stretch in your lats.',
    ],
  ],
  [
    'Straight-Arm Cable Pulldown',
    'lats',
    'cable',
    [
      'Stand facing a high pulley with a straight bar or rope attached.',
      'Hinge forward slightly and hold the attachment with straight arms at head height.',
      'Keeping your arms straight, pull the attachment down in an arc to your thighs.',
      'Let it rise back to head height under control.',
    ],
  ],
  [
    'Seated Cable Row',
    'upper back',
    'cable',
    [
      'Sit at the row station with your feet on the platform and knees slightly bent.',
      'Hold the handle with straight arms and sit tall.',
      'Row the handle to your lower ribs, squeezing your shoulder blades together.',
      'Extend your arms slowly without rounding your back.',
    ],
  ],
  [
    'Bent-Over Barbell Row',
    'upper back',
    'barbell',
    [
      'Hold a barbell with an overhand grip just wider than your shoulders.',
      'Hinge at the hips until your torso is about 45 degrees, keeping your back flat.',
      'Row the bar to your lower ribs, driving your elbows behind you.',
      'Lower the bar to straight arms without standing up.',
    ],
  ],
  [
    'Pendlay Row',
    'upper back',
    'barbell',
    [
      'Set a barbell on the floor and hinge over it until your torso is nearly parallel to the floor.',
      'Grip the bar slightly wider than your shoulders with a flat back.',
      'Pull the bar explosively to your lower chest.',
      'Return it to the floor and let it settle before the next repetition.',
    ],
  ],
  [
    'One-Arm Dumbbell Row',
    'upper back',
    'dumbbell',
    [
      'Place one knee and the same hand on a flat bench, with the other foot on the floor.',
      'Hold a dumbbell in the free hand with your arm straight below your shoulder.',
      'Row the dumbbell towards your hip, keeping your elbow close to your side.',
      'Lower it slowly, then finish the set before switching sides.',
    ],
  ],
  [
    'Chest-Supported Dumbbell Row',
    'upper back',
    'dumbbell',
    [
      'Set a bench to a low incline and lie face down with your chest on the pad.',
      'Let a dumbbell hang from each hand with straight arms.',
      'Row both dumbbells up until your elbows pass your torso.',
      'Lower them slowly without lifting your chest off the bench.',
    ],
  ],
  [
    'T-Bar Row',
    'upper back',
    'leverage machine',
    [
      'Stand on the platform and hinge forward with your chest against the pad, if there is one.',
      'Grip the handles with straight arms and a flat back.',
      'Row the weight towards your chest, squeezing your shoulder blades together.',
      'Lower it until your arms are straight again.',
    ],
  ],
  [
    'Meadows Row',
    'upper back',
    'barbell',
    [
      'Wedge one end of a barbell in a landmine or corner and load the other end.',
      'Stand side-on to the sleeve in a staggered stance and hinge forward.',
      'Grip the end of the bar with one hand and row it up beside your hip.',
      'Lower it with control, then switch sides after the set.',
    ],
  ],
  [
    'Inverted Row',
    'upper back',
    'body weight',
    [
      'Set a bar in a rack at about waist height and lie under it.',
      'Grip the bar slightly wider than your shoulders and straighten your body from head to heels.',
      'Pull your chest up to the bar, squeezing your shoulder blades together.',
      'Lower yourself until your arms are straight; bend your knees to make it easier.',
    ],
  ],
  [
    'Machine Row',
    'upper back',
    'leverage machine',
    [
      'Adjust the chest pad so you can just reach the handles with straight arms.',
      'Sit tall with your chest against the pad.',
      'Pull the handles towards your body, bringing your elbows back.',
      'Let the handles return slowly until your arms are straight.',
    ],
  ],
  [
    'Rack Pull',
    'lower back',
    'barbell',
    [
      'Set the safety pins of a rack just below knee height and rest a barbell on them.',
      'Stand close to the bar, hinge down and grip it just outside your legs.',
      'With a flat back, drive your hips forward to stand up straight.',
      'Lower the bar back to the pins by pushing your hips back.',
    ],
  ],
  [
    'Back Extension',
    'lower back',
    'hyperextension bench',
    [
      'Set the pad of a hyperextension bench just below your hip bones and hook your feet.',
      'Cross your arms over your chest with your body in a straight line.',
      'Lower your torso by bending at the hips until you feel a stretch in your hamstrings.',
      'Raise your torso back until your body is straight again; do not arch past it.',
    ],
  ],
  [
    'Superman Hold',
    'lower back',
    'body weight',
    [
      'Lie face down with your arms stretched out in front of you.',
      'Lift your arms, chest and legs a few centimetres off the floor at the same time.',
      'Hold the position for two to three seconds while breathing steadily.',
      'Lower everything back down and rest briefly before the next repetition.',
    ],
  ],
  [
    'Bird Dog',
    'lower back',
    'body weight',
    [
      'Start on your hands and knees with your hands under your shoulders and knees under your hips.',
      'Brace your core and reach one arm forward while extending the opposite leg behind you.',
      'Hold for a moment with your hips level.',
      'Return to the start and repeat with the other arm and leg.',
    ],
  ],
  [
    'Barbell Shrug',
    'traps',
    'barbell',
    [
      'Stand tall holding a barbell in front of your thighs with an overhand grip.',
      'Keep your arms straight and lift your shoulders straight up towards your ears.',
      'Hold the top for a second.',
      'Lower your shoulders slowly without rolling them.',
    ],
  ],
  [
    'Dumbbell Shrug',
    'traps',
    'dumbbell',
    [
      'Stand with a dumbbell in each hand at your sides, palms facing in.',
      'Shrug your shoulders straight up as high as you can.',
      'Pause at the top, then lower them slowly to a full stretch.',
    ],
  ],
  [
    'Resistance Band Pull-Apart',
    'upper back',
    'resistance band',
    [
      'Hold a light band in front of your chest with straight arms and hands shoulder width apart.',
      'Pull the band apart by moving your hands out to the sides.',
      'Squeeze your shoulder blades together when the band touches your chest.',
      'Return slowly to the start.',
    ],
  ],
  [
    'Reverse Snow Angel',
    'upper back',
    'body weight',
    [
      'Lie face down with your arms by your sides, palms facing the floor.',
      'Lift your arms and chest slightly off the floor.',
      'Sweep your arms out and overhead in a wide arc, keeping them off the floor.',
      'Bring them back to your sides along the same path.',
    ],
  ],
]);

const shoulders = group('shoulders', [
  [
    'Standing Barbell Overhead Press',
    'delts',
    'barbell',
    [
      'Hold a barbell at the front of your shoulders with a grip just outside shoulder width.',
      'Brace your core and squeeze your glutes.',
      'Press the bar straight up, moving your head back slightly to let it pass.',
      'Finish with the bar over the middle of your feet, then lower it to your shoulders.',
    ],
  ],
  [
    'Seated Dumbbell Shoulder Press',
    'delts',
    'dumbbell',
    [
      'Sit on a bench with back support and hold a dumbbell in each hand at shoulder height.',
      'Press the dumbbells up until your arms are straight above your head.',
      'Lower them slowly back to shoulder height.',
      'Keep your back against the pad throughout.',
    ],
  ],
  [
    'Arnold Press',
    'delts',
    'dumbbell',
    [
      'Sit holding two dumbbells in front of your shoulders, palms facing you.',
      'Press the dumbbells up while rotating your palms to face forward.',
      'Finish with your arms straight overhead.',
      'Reverse the rotation as you lower them back to the start.',
    ],
  ],
  [
    'Dumbbell Lateral Raise',
    'delts',
    'dumbbell',
    [
      'Stand with a dumbbell in each hand at your sides and a slight bend in your elbows.',
      'Raise your arms out to the sides until they reach shoulder height.',
      'Keep your thumbs level with your little fingers as you lift.',
      'Lower the dumbbells slowly to your sides.',
    ],
  ],
  [
    'Cable Lateral Raise',
    'delts',
    'cable',
    [
      'Set a pulley at its lowest position and stand side-on to it.',
      'Hold the handle with the hand farther from the machine, across your body.',
      'Raise your arm out to the side to shoulder height.',
      'Lower it slowly, then switch sides after the set.',
    ],
  ],
  [
    'Dumbbell Front Raise',
    'delts',
    'dumbbell',
    [
      'Stand with two dumbbells in front of your thighs, palms facing you.',
      'Raise one or both dumbbells straight in front of you to shoulder height.',
      'Pause briefly without swinging your body.',
      'Lower the weight slowly to your thighs.',
    ],
  ],
  [
    'Plate Front Raise',
    'delts',
    'weighted plate',
    [
      'Hold a weight plate at the sides with both hands in front of your thighs.',
      'With a slight bend in your elbows, raise the plate to eye level.',
      'Pause, then lower it under control.',
    ],
  ],
  [
    'Bent-Over Reverse Fly',
    'rear delts',
    'dumbbell',
    [
      'Hold two light dumbbells and hinge forward until your torso is nearly parallel to the floor.',
      'Let your arms hang below your chest with a slight bend in the elbows.',
      'Raise the dumbbells out to the sides until your arms are level with your back.',
      'Lower them slowly without swinging.',
    ],
  ],
  [
    'Reverse Pec Deck',
    'rear delts',
    'leverage machine',
    [
      'Sit facing the pec deck with your chest against the pad.',
      'Grip the handles with your arms straight in front of you at shoulder height.',
      'Move the handles out and back in a wide arc until your arms are in line with your body.',
      'Return slowly to the start.',
    ],
  ],
  [
    'Face Pull',
    'rear delts',
    'cable',
    [
      'Attach a rope to a pulley set at upper chest height.',
      'Hold the ends with your palms facing each other and step back until your arms are straight.',
      'Pull the rope towards your face, separating the ends and driving your elbows high.',
      'Pause with your hands beside your ears, then extend your arms slowly.',
    ],
  ],
  [
    'Barbell Upright Row',
    'delts',
    'barbell',
    [
      'Stand holding a barbell in front of your thighs with a grip about shoulder width apart.',
      'Lift the bar along your body by raising your elbows out to the sides.',
      'Stop when your upper arms are level with your shoulders.',
      'Lower the bar slowly to your thighs.',
    ],
  ],
  [
    'Landmine Press',
    'delts',
    'barbell',
    [
      'Wedge one end of a barbell in a landmine and hold the other end at your shoulder with one hand.',
      'Stand in a staggered stance with your core braced.',
      'Press the bar up and forward until your arm is straight.',
      'Lower it back to your shoulder and switch sides after the set.',
    ],
  ],
  [
    'Push Press',
    'delts',
    'barbell',
    [
      'Hold a barbell at the front of your shoulders with your feet hip width apart.',
      'Dip a few centimetres by bending your knees, keeping your torso upright.',
      'Drive up through your legs and use that momentum to press the bar overhead.',
      'Lock your arms out overhead, then lower the bar to your shoulders.',
    ],
  ],
  [
    'Pike Push-Up',
    'delts',
    'body weight',
    [
      'Start in a push-up position and walk your feet in until your hips are high, forming an inverted V.',
      'Bend your elbows to lower the top of your head towards the floor between your hands.',
      'Press back up until your arms are straight.',
      'Keep your hips high for the whole set.',
    ],
  ],
  [
    'Machine Shoulder Press',
    'delts',
    'leverage machine',
    [
      'Adjust the seat so the handles are at about shoulder height.',
      'Sit with your back against the pad and grip the handles.',
      'Press the handles up until your arms are almost straight.',
      'Lower them slowly back to shoulder height.',
    ],
  ],
  [
    'Cable External Rotation',
    'rotator cuff',
    'cable',
    [
      'Set a pulley at elbow height and stand side-on to it.',
      'Hold the handle with the far hand, elbow bent 90 degrees and tucked against your side.',
      'Rotate your forearm outwards, away from your body, keeping your elbow in place.',
      'Return slowly and switch sides after the set.',
    ],
  ],
  [
    'Side-Lying External Rotation',
    'rotator cuff',
    'dumbbell',
    [
      'Lie on your side with a light dumbbell in your top hand.',
      'Keep that elbow bent 90 degrees and pressed against your side, forearm across your stomach.',
      'Rotate your forearm up towards the ceiling without lifting your elbow.',
      'Lower it slowly and switch sides after the set.',
    ],
  ],
  [
    'Kettlebell Halo',
    'delts',
    'kettlebell',
    [
      'Hold a kettlebell upside down by the horns in front of your chest.',
      'Circle it around your head, keeping it close to your neck.',
      'Return to the front of your chest and reverse direction on the next repetition.',
      'Keep your core tight so your torso does not sway.',
    ],
  ],
  [
    'Wall Walk',
    'delts',
    'body weight',
    [
      'Start in a push-up position with your feet against a wall.',
      'Walk your feet up the wall while walking your hands back towards it.',
      'Go only as far as you can while keeping your body straight and your arms locked.',
      'Walk your hands back out and your feet down to return to the start.',
    ],
  ],
  [
    'Prone Incline Y-Raise',
    'delts',
    'dumbbell',
    [
      'Set a bench to a low incline and lie face down holding two light dumbbells.',
      'Let your arms hang straight with your thumbs pointing up.',
      'Raise your arms forward and out into a Y shape until they are in line with your body.',
      'Lower them slowly to the start.',
    ],
  ],
]);

const upperArms = group('upper arms', [
  [
    'Barbell Curl',
    'biceps',
    'barbell',
    [
      'Stand holding a barbell with an underhand grip at shoulder width.',
      'Keep your elbows close to your sides.',
      'Curl the bar up towards your shoulders by bending your elbows.',
      'Lower it slowly until your arms are straight.',
    ],
  ],
  [
    'EZ-Bar Curl',
    'biceps',
    'ez barbell',
    [
      'Hold an EZ bar on the inner angled grips with your palms facing up.',
      'Stand tall with your elbows at your sides.',
      'Curl the bar up to shoulder height.',
      'Lower it under control to full extension.',
    ],
  ],
  [
    'Alternating Dumbbell Curl',
    'biceps',
    'dumbbell',
    [
      'Stand with a dumbbell in each hand at your sides, palms facing forward.',
      'Curl one dumbbell up towards your shoulder while the other arm stays straight.',
      'Lower it slowly, then curl the other arm.',
      'Keep your upper arms still and do not swing your body.',
    ],
  ],
  [
    'Hammer Curl',
    'biceps',
    'dumbbell',
    [
      'Stand with a dumbbell in each hand, palms facing your body.',
      'Curl the dumbbells up while keeping your palms facing each other.',
      'Stop when the dumbbells are near your shoulders.',
      'Lower them slowly to your sides.',
    ],
  ],
  [
    'Incline Dumbbell Curl',
    'biceps',
    'dumbbell',
    [
      'Set a bench to about 45 degrees and sit back with a dumbbell in each hand.',
      'Let your arms hang straight down behind your body, palms forward.',
      'Curl the dumbbells up without moving your upper arms.',
      'Lower them fully to feel the stretch in your biceps.',
    ],
  ],
  [
    'Concentration Curl',
    'biceps',
    'dumbbell',
    [
      'Sit on a bench with your legs apart and a dumbbell in one hand.',
      'Rest the back of your upper arm against the inside of your thigh.',
      'Curl the dumbbell up towards your shoulder.',
      'Lower it slowly and switch arms after the set.',
    ],
  ],
  [
    'Preacher Curl',
    'biceps',
    'ez barbell',
    [
      'Sit at a preacher bench with the backs of your upper arms on the pad.',
      'Hold an EZ bar with an underhand grip and arms nearly straight.',
      'Curl the bar up until your forearms are vertical.',
      'Lower it slowly, stopping just short of locking your elbows.',
    ],
  ],
  [
    'Cable Curl',
    'biceps',
    'cable',
    [
      'Attach a straight bar to a low pulley and hold it with an underhand grip.',
      'Stand close to the machine with your elbows at your sides.',
      'Curl the bar up to your shoulders.',
      'Lower it slowly, keeping tension on the cable.',
    ],
  ],
  [
    'Spider Curl',
    'biceps',
    'dumbbell',
    [
      'Lie face down on an incline bench with your arms hanging straight down.',
      'Hold a dumbbell in each hand with your palms facing forward.',
      'Curl the dumbbells up while keeping your upper arms vertical.',
      'Squeeze at the top and lower them slowly.',
    ],
  ],
  [
    'Barbell Drag Curl',
    'biceps',
    'barbell',
    [
      'Stand holding a barbell with an underhand grip at shoulder width.',
      'Curl the bar by dragging it up along your body while pulling your elbows back.',
      'Stop when the bar reaches your lower chest.',
      'Lower it along the same path.',
    ],
  ],
  [
    'Resistance Band Curl',
    'biceps',
    'resistance band',
    [
      'Stand on the middle of a band with your feet hip width apart.',
      'Hold the ends with your palms facing forward and arms straight.',
      'Curl your hands up to your shoulders.',
      'Lower them slowly against the band.',
    ],
  ],
  [
    'Close-Grip Bench Press',
    'triceps',
    'barbell',
    [
      'Lie on a flat bench and grip the bar with your hands about shoulder width apart.',
      'Unrack the bar and hold it over your chest.',
      'Lower it to your lower chest, keeping your elbows close to your body.',
      'Press it back up by straightening your arms.',
    ],
  ],
  [
    'Skull Crusher',
    'triceps',
    'ez barbell',
    [
      'Lie on a flat bench holding an EZ bar above your chest with straight arms.',
      'Bend only at the elbows to lower the bar towards your forehead.',
      'Stop just above your head, keeping your upper arms still.',
      'Straighten your arms to raise the bar back up.',
    ],
  ],
  [
    'Overhead Dumbbell Triceps Extension',
    'triceps',
    'dumbbell',
    [
      'Sit or stand holding one dumbbell with both hands above your head.',
      'Lower the dumbbell behind your head by bending your elbows.',
      'Keep your elbows pointing forward and close to your head.',
      'Straighten your arms to lift the dumbbell back up.',
    ],
  ],
  [
    'Cable Rope Pushdown',
    'triceps',
    'cable',
    [
      'Attach a rope to a high pulley and hold the ends with your palms facing each other.',
      'Stand tall with your elbows tucked at your sides.',
      'Push the rope down until your arms are straight, spreading the ends at the bottom.',
      'Let the rope rise until your forearms are just above parallel.',
    ],
  ],
  [
    'Reverse-Grip Cable Pushdown',
    'triceps',
    'cable',
    [
      'Attach a straight bar to a high pulley and hold it with an underhand grip.',
      'Keep your elbows pinned to your sides.',
      'Push the bar down until your arms are straight.',
      'Return slowly until your forearms are level with the floor.',
    ],
  ],
  [
    'Cable Overhead Triceps Extension',
    'triceps',
    'cable',
    [
      'Attach a rope to a low pulley, hold it behind your head and turn away from the machine.',
      'Step forward into a split stance with your elbows pointing forward.',
      'Straighten your arms to extend the rope overhead and in front of you.',
      'Return slowly until you feel a stretch in your triceps.',
    ],
  ],
  [
    'Dumbbell Kickback',
    'triceps',
    'dumbbell',
    [
      'Hinge forward with one hand on a bench and a dumbbell in the other.',
      'Lift your working elbow so your upper arm is parallel to the floor.',
      'Straighten your arm behind you until it is fully extended.',
      'Lower the dumbbell by bending only at the elbow.',
    ],
  ],
  [
    'Bench Dip',
    'triceps',
    'bench',
    [
      'Sit on the edge of a bench and place your hands beside your hips.',
      'Slide your hips off the bench with your legs stretched out in front.',
      'Bend your elbows to lower your body until your upper arms are about level with the floor.',
      'Push back up until your arms are straight.',
    ],
  ],
  [
    'Diamond Push-Up',
    'triceps',
    'body weight',
    [
      'Set up in a plank with your hands together under your chest, thumbs and index fingers touching.',
      'Keep your body in a straight line.',
      'Lower your chest to your hands, keeping your elbows close to your body.',
      'Push back up to straight arms.',
    ],
  ],
  [
    'Triceps Dip',
    'triceps',
    'parallel bars',
    [
      'Support yourself on parallel bars with straight arms.',
      'Keep your torso upright and your elbows pointing back.',
      'Lower yourself until your elbows are bent about 90 degrees.',
      'Press back up to straight arms.',
    ],
  ],
]);

const lowerArms = group('lower arms', [
  [
    'Barbell Wrist Curl',
    'forearms',
    'barbell',
    [
      'Sit on a bench with your forearms on your thighs, palms up, holding a barbell.',
      'Let your wrists hang just past your knees.',
      'Lower the bar by bending your wrists back, letting it roll towards your fingers.',
      'Curl your wrists up as high as you can, then repeat.',
    ],
  ],
  [
    'Reverse Barbell Wrist Curl',
    'forearms',
    'barbell',
    [
      'Sit with your forearms on your thighs, palms down, holding a light barbell.',
      'Let your hands hang just past your knees.',
      'Raise the back of your hands towards you by extending your wrists.',
      'Lower slowly and repeat.',
    ],
  ],
  [
    'Dumbbell Wrist Curl',
    'forearms',
    'dumbbell',
    [
      'Kneel beside a bench and rest one forearm on it, palm up, holding a dumbbell.',
      'Let your wrist bend back so the dumbbell lowers towards the floor.',
      'Curl your wrist up as far as it goes.',
      'Finish the set and switch hands.',
    ],
  ],
  [
    'Reverse Barbell Curl',
    'forearms',
    'barbell',
    [
      'Stand holding a barbell with an overhand grip at shoulder width.',
      'Keep your elbows at your sides and your wrists straight.',
      'Curl the bar up to your shoulders.',
      'Lower it slowly to your thighs.',
    ],
  ],
  [
    'Zottman Curl',
    'forearms',
    'dumbbell',
    [
      'Stand with a dumbbell in each hand, palms facing forward.',
      'Curl the dumbbells up to your shoulders.',
      'At the top, turn your palms to face down.',
      'Lower the dumbbells slowly with palms down, then turn them back up at the bottom.',
    ],
  ],
  [
    "Farmer's Carry",
    'grip',
    'dumbbell',
    [
      'Pick up a heavy dumbbell in each hand using a hip hinge.',
      'Stand tall with your shoulders back and your core braced.',
      'Walk forward with short, controlled steps for the set distance or time.',
      'Set the dumbbells down the same way you picked them up.',
    ],
  ],
  [
    'Plate Pinch Hold',
    'grip',
    'weighted plate',
    [
      'Place two weight plates together with their smooth sides facing out.',
      'Pinch them together with your fingers on one side and your thumb on the other.',
      'Lift them and hold at your side for as long as you can keep a firm grip.',
      'Set them down and switch hands.',
    ],
  ],
  [
    'Wrist Roller',
    'forearms',
    'wrist roller',
    [
      'Hold a wrist roller with both hands and straight arms in front of you at shoulder height.',
      'Turn the handle with your wrists to wind the rope up until the weight reaches the handle.',
      'Unwind it slowly by turning the other way until the weight touches the floor.',
    ],
  ],
  [
    'Dead Hang',
    'grip',
    'pull-up bar',
    [
      'Grip a pull-up bar with both hands shoulder width apart.',
      'Lift your feet and hang with your arms straight and shoulders active.',
      'Hold for as long as you can while breathing steadily.',
      'Step down carefully when your grip starts to fail.',
    ],
  ],
  [
    'Dumbbell Forearm Rotation',
    'forearms',
    'dumbbell',
    [
      'Sit with your forearm resting on your thigh and hold a light dumbbell at one end.',
      'Keep your elbow still and rotate your wrist so your palm faces up.',
      'Rotate slowly the other way until your palm faces down.',
      'Finish the set and switch arms.',
    ],
  ],
  [
    'Hand Gripper Squeeze',
    'grip',
    'hand gripper',
    [
      'Hold a hand gripper with the handles across your palm and fingers.',
      'Squeeze the handles together until they touch.',
      'Hold for one second, then release slowly.',
      'Finish the set and switch hands.',
    ],
  ],
]);

const upperLegs = group('upper legs', [
  [
    'Barbell Back Squat',
    'quads',
    'barbell',
    [
      'Rest a barbell across your upper back and stand with your feet about shoulder width apart.',
      'Brace your core and push your hips back while bending your knees.',
      'Lower until your thighs are at least parallel to the floor, knees tracking over your toes.',
      'Drive through your whole foot to stand back up.',
    ],
  ],
  [
    'Barbell Front Squat',
    'quads',
    'barbell',
    [
      'Rest a barbell on the front of your shoulders with your elbows high.',
      'Stand with your feet shoulder width apart and your chest up.',
      'Squat down until your thighs are below parallel, keeping your torso upright.',
      'Stand back up while keeping your elbows lifted.',
    ],
  ],
  [
    'Goblet Squat',
    'quads',
    'kettlebell',
    [
      'Hold a kettlebell by the horns against your chest.',
      'Stand with your feet slightly wider than shoulder width and toes turned out a little.',
      'Squat down between your knees, keeping your chest up.',
      'Push through your heels to stand.',
    ],
  ],
  [
    'Bulgarian Split Squat',
    'quads',
    'dumbbell',
    [
      'Stand about a stride in front of a bench holding a dumbbell in each hand.',
      'Place the top of your back foot on the bench.',
      'Lower your back knee towards the floor until your front thigh is about parallel.',
      'Push through your front foot to rise, then switch legs after the set.',
    ],
  ],
  [
    'Dumbbell Walking Lunge',
    'quads',
    'dumbbell',
    [
      'Stand holding a dumbbell in each hand at your sides.',
      'Step forward with one leg and lower your back knee towards the floor.',
      'Push through your front foot and bring your back leg forward into the next step.',
      'Keep your torso upright and alternate legs as you walk.',
    ],
  ],
  [
    'Reverse Lunge',
    'glutes',
    'body weight',
    [
      'Stand tall with your feet hip width apart.',
      'Step one foot back and lower your back knee towards the floor.',
      'Keep most of your weight on your front heel.',
      'Push through your front foot to return to standing, then switch legs.',
    ],
  ],
  [
    'Leg Press',
    'quads',
    'sled machine',
    [
      'Sit in the machine with your back against the pad and your feet shoulder width apart on the platform.',
      'Release the safety handles and lower the platform by bending your knees.',
      'Stop when your knees are at about 90 degrees, without your lower back lifting off the pad.',
      'Press the platform away until your legs are almost straight.',
    ],
  ],
  [
    'Hack Squat',
    'quads',
    'sled machine',
    [
      'Stand in the machine with your shoulders under the pads and your feet in the middle of the platform.',
      'Release the safety and bend your knees to lower yourself.',
      'Go down until your thighs are parallel to the platform.',
      'Drive back up through your feet.',
    ],
  ],
  [
    'Leg Extension',
    'quads',
    'leverage machine',
    [
      'Sit in the machine with the pad resting on the front of your ankles.',
      'Line your knees up with the machine’s pivot point.',
      'Straighten your legs to lift the pad.',
      'Lower it slowly without letting the weight stack touch.',
    ],
  ],
  [
    'Romanian Deadlift',
    'hamstrings',
    'barbell',
    [
      'Stand holding a barbell in front of your thighs with an overhand grip.',
      'With a slight bend in your knees, push your hips back and lower the bar along your legs.',
      'Go down until you feel a strong stretch in your hamstrings, keeping your back flat.',
      'Drive your hips forward to stand back up.',
    ],
  ],
  [
    'Single-Leg Romanian Deadlift',
    'hamstrings',
    'dumbbell',
    [
      'Stand on one leg holding a dumbbell in the opposite hand.',
      'Hinge at the hip, letting your free leg rise behind you as the dumbbell lowers.',
      'Keep your hips square to the floor and your back flat.',
      'Return to standing by driving your standing hip forward, then switch sides.',
    ],
  ],
  [
    'Conventional Deadlift',
    'glutes',
    'barbell',
    [
      'Stand with your feet hip width apart and the bar over the middle of your feet.',
      'Hinge down and grip the bar just outside your legs.',
      'Flatten your back, brace, and push the floor away to lift the bar along your legs.',
      'Stand tall, then lower the bar by pushing your hips back first.',
    ],
  ],
  [
    'Sumo Deadlift',
    'glutes',
    'barbell',
    [
      'Stand with a wide stance and toes turned out, the bar over your mid-foot.',
      'Grip the bar inside your knees with your arms straight down.',
      'Push your knees out, brace and stand up with the bar close to your body.',
      'Lower it with control along the same path.',
    ],
  ],
  [
    'Trap Bar Deadlift',
    'glutes',
    'trap bar',
    [
      'Stand inside a trap bar with your feet hip width apart.',
      'Squat down and grip the handles at your sides.',
      'Brace your core and stand up by driving through your feet.',
      'Lower the bar back to the floor with control.',
    ],
  ],
  [
    'Good Morning',
    'hamstrings',
    'barbell',
    [
      'Rest a light barbell across your upper back and stand with your feet hip width apart.',
      'With soft knees, hinge at the hips and lower your torso towards parallel.',
      'Keep your back flat throughout.',
      'Drive your hips forward to return to standing.',
    ],
  ],
  [
    'Lying Leg Curl',
    'hamstrings',
    'leverage machine',
    [
      'Lie face down on the machine with the pad just above your heels.',
      'Hold the handles and keep your hips pressed into the bench.',
      'Curl your heels towards your glutes.',
      'Lower the pad slowly until your legs are straight.',
    ],
  ],
  [
    'Seated Leg Curl',
    'hamstrings',
    'leverage machine',
    [
      'Sit in the machine with the pad behind your lower calves and the thigh pad secured.',
      'Curl the pad down and back as far as you can.',
      'Pause, then let it return slowly to the start.',
    ],
  ],
  [
    'Nordic Hamstring Curl',
    'hamstrings',
    'body weight',
    [
      'Kneel on a pad with your ankles anchored under a bench or held by a partner.',
      'Keep your body straight from knees to head.',
      'Lower yourself forward as slowly as you can, resisting with your hamstrings.',
      'Catch yourself with your hands and push back up to the start.',
    ],
  ],
  [
    'Stability Ball Hamstring Curl',
    'hamstrings',
    'stability ball',
    [
      'Lie on your back with your heels on a stability ball and your arms on the floor.',
      'Lift your hips so your body forms a straight line.',
      'Curl the ball towards you by bending your knees, keeping your hips up.',
      'Roll it back out slowly until your legs are straight.',
    ],
  ],
  [
    'Barbell Hip Thrust',
    'glutes',
    'barbell',
    [
      'Sit with your upper back against a bench and a padded barbell over your hips.',
      'Plant your feet flat, about hip width apart.',
      'Drive your hips up until your body is straight from shoulders to knees.',
      'Squeeze your glutes at the top, then lower your hips.',
    ],
  ],
  [
    'Glute Bridge',
    'glutes',
    'body weight',
    [
      'Lie on your back with your knees bent and feet flat on the floor.',
      'Press through your heels to lift your hips off the floor.',
      'Squeeze your glutes at the top, with your body straight from shoulders to knees.',
      'Lower your hips slowly.',
    ],
  ],
  [
    'Kettlebell Swing',
    'glutes',
    'kettlebell',
    [
      'Stand with your feet shoulder width apart and a kettlebell a little in front of you.',
      'Hinge to grip it and hike it back between your legs.',
      'Snap your hips forward to swing the kettlebell to chest height.',
      'Let it fall back between your legs and hinge into the next swing.',
    ],
  ],
  [
    'Dumbbell Step-Up',
    'quads',
    'dumbbell',
    [
      'Stand facing a bench or box, holding a dumbbell in each hand.',
      'Place one foot fully on the box.',
      'Push through that foot to step up until your leg is straight.',
      'Step down with control and switch legs after the set.',
    ],
  ],
  [
    'Cossack Squat',
    'adductors',
    'body weight',
    [
      'Stand with your feet very wide and toes slightly turned out.',
      'Shift your weight to one side and squat down on that leg.',
      'Keep the other leg straight with the toes pointing up.',
      'Push back to the middle and repeat on the other side.',
    ],
  ],
  [
    'Hip Adduction Machine',
    'adductors',
    'leverage machine',
    [
      'Sit in the machine with the pads on the inside of your knees.',
      'Squeeze your legs together against the resistance.',
      'Let them open slowly to the start.',
    ],
  ],
  [
    'Hip Abduction Machine',
    'abductors',
    'leverage machine',
    [
      'Sit in the machine with the pads on the outside of your knees.',
      'Push your legs outwards as far as you can.',
      'Return slowly to the start.',
    ],
  ],
  [
    'Cable Glute Kickback',
    'glutes',
    'cable',
    [
      'Attach an ankle strap to a low pulley and fasten it around one ankle.',
      'Face the machine and hold it for support, with a slight hinge at the hips.',
      'Kick your leg straight back, squeezing your glute.',
      'Return slowly and switch legs after the set.',
    ],
  ],
  [
    'Banded Lateral Walk',
    'abductors',
    'resistance band',
    [
      'Place a resistance band around your legs just above the knees.',
      'Bend your knees slightly into a quarter squat.',
      'Step sideways, keeping tension on the band.',
      'Take the set number of steps, then walk back the other way.',
    ],
  ],
  [
    'Wall Sit',
    'quads',
    'body weight',
    [
      'Stand with your back against a wall and your feet about half a metre from it.',
      'Slide down until your knees are bent about 90 degrees.',
      'Hold the position with your back flat against the wall.',
      'Slide back up to finish.',
    ],
  ],
  [
    'Fire Hydrant',
    'abductors',
    'body weight',
    [
      'Start on your hands and knees with your back flat.',
      'Keeping your knee bent, lift one leg out to the side.',
      'Stop when your thigh is about level with your hip.',
      'Lower it slowly and switch sides after the set.',
    ],
  ],
]);

const lowerLegs = group('lower legs', [
  [
    'Standing Calf Raise',
    'calves',
    'leverage machine',
    [
      'Stand on the platform with the pads on your shoulders and your heels hanging off the edge.',
      'Lower your heels until you feel a stretch in your calves.',
      'Rise up onto the balls of your feet as high as you can.',
      'Pause at the top, then lower slowly.',
    ],
  ],
  [
    'Seated Calf Raise',
    'soleus',
    'leverage machine',
    [
      'Sit with the balls of your feet on the platform and the pad across your lower thighs.',
      'Release the safety and lower your heels as far as you can.',
      'Raise your heels as high as possible.',
      'Pause, then lower with control.',
    ],
  ],
  [
    'Single-Leg Dumbbell Calf Raise',
    'calves',
    'dumbbell',
    [
      'Stand on one foot on a step with your heel hanging off, holding a dumbbell on the same side.',
      'Hold a rail or wall with your free hand for balance.',
      'Lower your heel below the step, then rise as high as you can.',
      'Finish the set and switch legs.',
    ],
  ],
  [
    'Leg Press Calf Raise',
    'calves',
    'sled machine',
    [
      'Sit in the leg press and place the balls of your feet on the bottom edge of the platform.',
      'Keep your legs straight but not locked.',
      'Push the platform away by pointing your toes.',
      'Let it come back slowly until your calves are stretched.',
    ],
  ],
  [
    'Smith Machine Calf Raise',
    'calves',
    'smith machine',
    [
      'Place a step under the Smith machine bar and rest the bar on your upper back.',
      'Stand with the balls of your feet on the step.',
      'Raise your heels as high as you can.',
      'Lower them below the step level, then repeat.',
    ],
  ],
  [
    'Donkey Calf Raise',
    'calves',
    'leverage machine',
    [
      'Position yourself in the machine with your hips under the pad and your torso bent forward.',
      'Place the balls of your feet on the platform.',
      'Lower your heels, then rise up as high as you can.',
      'Pause at the top before the next repetition.',
    ],
  ],
  [
    'Seated Dumbbell Calf Raise',
    'soleus',
    'dumbbell',
    [
      'Sit on a bench with the balls of your feet on a plate or step.',
      'Rest a dumbbell on each knee and hold them in place.',
      'Raise your heels as high as possible.',
      'Lower them slowly to a full stretch.',
    ],
  ],
  [
    'Tibialis Raise',
    'tibialis anterior',
    'body weight',
    [
      'Stand with your back against a wall and your heels about a foot from it.',
      'Keep your legs straight and lift your toes towards your shins.',
      'Hold briefly at the top.',
      'Lower your toes slowly without letting them slap the floor.',
    ],
  ],
  [
    'Banded Ankle Dorsiflexion',
    'tibialis anterior',
    'resistance band',
    [
      'Sit on the floor with your legs straight and a band looped over the top of one foot.',
      'Anchor the other end of the band to a fixed point in front of you.',
      'Pull your toes back towards your shin against the band.',
      'Return slowly and switch feet after the set.',
    ],
  ],
  [
    'Pogo Hops',
    'calves',
    'body weight',
    [
      'Stand tall with your feet hip width apart.',
      'Jump up and down quickly using only your ankles, with your knees almost straight.',
      'Land on the balls of your feet and spring straight back up.',
      'Keep the contacts short and light.',
    ],
  ],
  [
    "Tiptoe Farmer's Walk",
    'calves',
    'dumbbell',
    [
      'Hold a dumbbell in each hand at your sides.',
      'Rise onto the balls of your feet.',
      'Walk forward with short steps without letting your heels touch the floor.',
      'Set the dumbbells down when you reach the set distance.',
    ],
  ],
]);

const waist = group('waist', [
  [
    'Crunch',
    'abs',
    'body weight',
    [
      'Lie on your back with your knees bent and feet flat on the floor.',
      'Place your hands lightly beside your head.',
      'Curl your shoulders off the floor by contracting your abs.',
      'Lower slowly without letting your head rest.',
    ],
  ],
  [
    'Bicycle Crunch',
    'obliques',
    'body weight',
    [
      'Lie on your back with your hands behind your head and your legs lifted, knees bent.',
      'Bring one elbow towards the opposite knee while straightening the other leg.',
      'Switch sides in a pedalling motion.',
      'Keep your lower back pressed into the floor.',
    ],
  ],
  [
    'Reverse Crunch',
    'abs',
    'body weight',
    [
      'Lie on your back with your hands at your sides and knees bent at 90 degrees.',
      'Curl your hips off the floor, bringing your knees towards your chest.',
      'Lower your hips slowly back down.',
    ],
  ],
  [
    'Hanging Leg Raise',
    'abs',
    'pull-up bar',
    [
      'Hang from a bar with your arms straight.',
      'Keeping your legs straight, raise them until they are at least parallel to the floor.',
      'Avoid swinging by controlling the movement.',
      'Lower your legs slowly.',
    ],
  ],
  [
    'Hanging Knee Raise',
    'abs',
    'pull-up bar',
    [
      'Hang from a bar with your arms straight.',
      'Bend your knees and lift them towards your chest.',
      'Tilt your pelvis up at the top.',
      'Lower your legs with control.',
    ],
  ],
  [
    'Toes-to-Bar',
    'abs',
    'pull-up bar',
    [
      'Hang from a bar with an overhand grip.',
      'Engage your lats by pressing the bar slightly towards your hips.',
      'Raise your feet all the way up to touch the bar.',
      'Lower them under control before the next repetition.',
    ],
  ],
  [
    'Lying Leg Raise',
    'abs',
    'body weight',
    [
      'Lie on your back with your legs straight and your hands under your hips.',
      'Raise your legs until they are vertical.',
      'Lower them slowly until they hover just above the floor.',
      'Keep your lower back on the floor throughout.',
    ],
  ],
  [
    'Forearm Plank',
    'abs',
    'body weight',
    [
      'Rest on your forearms with your elbows under your shoulders.',
      'Step your feet back so your body forms a straight line.',
      'Brace your core and squeeze your glutes.',
      'Hold while breathing steadily, without letting your hips sag.',
    ],
  ],
  [
    'Side Plank',
    'obliques',
    'body weight',
    [
      'Lie on your side with your elbow under your shoulder and legs stacked.',
      'Lift your hips until your body forms a straight line.',
      'Hold the position while breathing steadily.',
      'Lower and switch sides.',
    ],
  ],
  [
    'Dead Bug',
    'abs',
    'body weight',
    [
      'Lie on your back with your arms pointing to the ceiling and knees bent at 90 degrees.',
      'Press your lower back into the floor.',
      'Lower one arm behind you and straighten the opposite leg towards the floor.',
      'Return to the start and repeat with the other side.',
    ],
  ],
  [
    'Ab Wheel Rollout',
    'abs',
    'ab wheel',
    [
      'Kneel on a mat holding the ab wheel under your shoulders.',
      'Roll the wheel forward slowly, keeping your core braced.',
      'Go as far as you can without your lower back sagging.',
      'Pull the wheel back to your knees using your abs.',
    ],
  ],
  [
    'Russian Twist',
    'obliques',
    'medicine ball',
    [
      'Sit on the floor with your knees bent and lean back slightly.',
      'Hold a medicine ball in front of your chest.',
      'Rotate your torso to bring the ball beside one hip, then the other.',
      'Keep your chest lifted and move with control.',
    ],
  ],
  [
    'Kneeling Cable Crunch',
    'abs',
    'cable',
    [
      'Kneel facing a high pulley and hold a rope beside your head.',
      'Keep your hips still and crunch down, bringing your elbows towards your knees.',
      'Pause, then return slowly to the upright position.',
    ],
  ],
  [
    'Pallof Press',
    'obliques',
    'cable',
    [
      'Stand side-on to a pulley set at chest height and hold the handle at your chest with both hands.',
      'Step away until the cable is taut.',
      'Press the handle straight out in front of you, resisting the pull to rotate.',
      'Bring it back to your chest and switch sides after the set.',
    ],
  ],
  [
    'Cable Woodchopper',
    'obliques',
    'cable',
    [
      'Set a pulley high and stand side-on to it, holding the handle with both hands.',
      'Pull the handle diagonally down across your body towards the opposite hip.',
      'Pivot on your back foot and rotate through your torso.',
      'Return slowly and switch sides after the set.',
    ],
  ],
  [
    'V-Up',
    'abs',
    'body weight',
    [
      'Lie on your back with your arms stretched overhead and legs straight.',
      'Lift your arms and legs at the same time to meet above your hips.',
      'Reach for your toes at the top.',
      'Lower your arms and legs slowly back to the floor.',
    ],
  ],
  [
    'Hollow Body Hold',
    'abs',
    'body weight',
    [
      'Lie on your back with your arms overhead and legs straight.',
      'Press your lower back into the floor and lift your shoulders and legs.',
      'Hold the position with your body in a shallow curve.',
      'Bend your knees to make it easier.',
    ],
  ],
  [
    'Stability Ball Crunch',
    'abs',
    'stability ball',
    [
      'Sit on a stability ball and walk your feet forward until your lower back rests on it.',
      'Place your hands beside your head.',
      'Crunch up by curling your upper body.',
      'Lower back down over the ball to stretch your abs.',
    ],
  ],
  [
    'Sit-Up',
    'abs',
    'body weight',
    [
      'Lie on your back with your knees bent and feet anchored.',
      'Cross your arms over your chest.',
      'Sit up all the way until your chest is near your thighs.',
      'Lower back down slowly.',
    ],
  ],
  [
    'Decline Sit-Up',
    'abs',
    'decline bench',
    [
      'Secure your feet at the top of a decline bench and lie back.',
      'Cross your arms over your chest or hold a plate.',
      'Curl up until your torso is upright.',
      'Lower back down under control.',
    ],
  ],
  [
    'Heel Touch',
    'obliques',
    'body weight',
    [
      'Lie on your back with your knees bent and feet flat.',
      'Lift your shoulders slightly off the floor.',
      'Reach with one hand to touch the heel on the same side, then the other.',
      'Keep your shoulders lifted between touches.',
    ],
  ],
  [
    'Flutter Kicks',
    'abs',
    'body weight',
    [
      'Lie on your back with your legs straight and hands under your hips.',
      'Lift your legs a few centimetres off the floor.',
      'Kick them up and down in small, quick alternating movements.',
      'Keep your lower back pressed into the floor.',
    ],
  ],
  [
    'Suitcase Carry',
    'obliques',
    'kettlebell',
    [
      'Pick up a heavy kettlebell in one hand.',
      'Stand tall without leaning towards the weight.',
      'Walk the set distance with steady steps.',
      'Switch hands and walk back.',
    ],
  ],
  [
    'Lying Windshield Wiper',
    'obliques',
    'body weight',
    [
      'Lie on your back with your arms out to the sides and legs raised straight up.',
      'Lower your legs to one side, keeping your shoulders on the floor.',
      'Bring them back to the middle and lower them to the other side.',
      'Bend your knees to make it easier.',
    ],
  ],
  [
    'Landmine Rotation',
    'obliques',
    'barbell',
    [
      'Hold the end of a barbell set in a landmine with both hands at chest height, arms straight.',
      'Stand with your feet shoulder width apart.',
      'Rotate the bar in an arc down towards one hip, pivoting your feet.',
      'Bring it back over the top to the other hip.',
    ],
  ],
]);

const cardio = group('cardio', [
  [
    'Treadmill Run',
    'cardiovascular system',
    'treadmill',
    [
      'Start the treadmill at a walking pace to warm up for three to five minutes.',
      'Raise the speed to a comfortable running pace.',
      'Run tall with relaxed shoulders and land softly under your hips.',
      'Slow down to a walk for the last few minutes to cool down.',
    ],
  ],
  [
    'Incline Treadmill Walk',
    'cardiovascular system',
    'treadmill',
    [
      'Start walking at an easy pace on a flat treadmill.',
      'Raise the incline gradually to between 8 and 12 percent.',
      'Walk at a brisk pace without holding the handrails.',
      'Lower the incline and pace for the last few minutes.',
    ],
  ],
  [
    'Stationary Bike Intervals',
    'cardiovascular system',
    'stationary bike',
    [
      'Adjust the seat so your knee is slightly bent at the bottom of the pedal stroke.',
      'Warm up at an easy pace for five minutes.',
      'Alternate 30 seconds of hard pedalling with 90 seconds of easy pedalling.',
      'Finish with five minutes of easy cycling.',
    ],
  ],
  [
    'Rowing Machine',
    'cardiovascular system',
    'rowing machine',
    [
      'Strap your feet in and hold the handle with straight arms.',
      'Drive with your legs first, then lean back slightly and pull the handle to your lower ribs.',
      'Return by extending your arms, leaning forward, then bending your knees.',
      'Keep a steady rhythm, about twice as long on the return as on the drive.',
    ],
  ],
  [
    'Elliptical Trainer',
    'cardiovascular system',
    'elliptical',
    [
      'Step onto the pedals and hold the moving handles.',
      'Start at a low resistance to warm up.',
      'Push and pull the handles while striding smoothly.',
      'Increase the resistance for a harder session.',
    ],
  ],
  [
    'Stair Climber',
    'cardiovascular system',
    'stepmill',
    [
      'Step onto the machine and start at a slow pace.',
      'Stand tall and place your whole foot on each step.',
      'Use the handrails only lightly for balance.',
      'Raise the pace gradually as you warm up.',
    ],
  ],
  [
    'Jump Rope',
    'cardiovascular system',
    'jump rope',
    [
      'Hold the handles at hip height with the rope behind your heels.',
      'Turn the rope with your wrists, not your arms.',
      'Jump just high enough for the rope to pass under your feet.',
      'Land softly on the balls of your feet.',
    ],
  ],
  [
    'Jumping Jacks',
    'cardiovascular system',
    'body weight',
    [
      'Stand with your feet together and arms at your sides.',
      'Jump your feet out wide while raising your arms overhead.',
      'Jump back to the start position.',
      'Keep a steady, quick rhythm.',
    ],
  ],
  [
    'Burpee',
    'cardiovascular system',
    'body weight',
    [
      'Stand tall, then squat down and place your hands on the floor.',
      'Jump your feet back into a plank and lower your chest to the floor.',
      'Push up, jump your feet back towards your hands and stand.',
      'Jump with your arms overhead to finish the repetition.',
    ],
  ],
  [
    'Mountain Climber',
    'cardiovascular system',
    'body weight',
    [
      'Start in a high plank with your hands under your shoulders.',
      'Drive one knee towards your chest.',
      'Switch legs quickly, as if running in place.',
      'Keep your hips level with your shoulders.',
    ],
  ],
  [
    'High Knees',
    'cardiovascular system',
    'body weight',
    [
      'Stand with your feet hip width apart.',
      'Run in place, bringing your knees up to hip height.',
      'Pump your arms in time with your legs.',
      'Stay on the balls of your feet and keep the pace quick.',
    ],
  ],
  [
    'Battle Rope Waves',
    'cardiovascular system',
    'battle ropes',
    [
      'Hold one end of the rope in each hand and stand in a half squat.',
      'Move your arms up and down quickly to make waves.',
      'Keep your core tight and your back straight.',
      'Work for 20–30 seconds, then rest.',
    ],
  ],
  [
    'Box Jump',
    'cardiovascular system',
    'plyo box',
    [
      'Stand facing a sturdy box about a foot away.',
      'Swing your arms and bend your knees to load the jump.',
      'Jump up and land softly with both feet on the box.',
      'Stand up fully, then step down rather than jumping back.',
    ],
  ],
  [
    'Sled Push',
    'cardiovascular system',
    'sled',
    [
      'Hold the sled handles with your arms extended and lean forward.',
      'Drive the sled forward with short, powerful steps.',
      'Keep your back flat and push through the balls of your feet.',
      'Rest when you reach the end of the track.',
    ],
  ],
  [
    'Lateral Skater Jump',
    'cardiovascular system',
    'body weight',
    [
      'Stand on one leg with a slight bend in your knee.',
      'Leap sideways to land on the other foot.',
      'Let the free leg swing behind you as you land.',
      'Jump back to the other side in a steady rhythm.',
    ],
  ],
  [
    'Air Bike Sprint',
    'cardiovascular system',
    'air bike',
    [
      'Set the seat so your leg is nearly straight at the bottom of the pedal stroke.',
      'Warm up at an easy pace for a few minutes.',
      'Sprint hard for 15–20 seconds, pushing and pulling the handles.',
      'Pedal easily for a minute before the next sprint.',
    ],
  ],
  [
    'Shadow Boxing',
    'cardiovascular system',
    'body weight',
    [
      'Stand in a boxing stance with your hands up by your chin.',
      'Throw combinations of jabs, crosses and hooks into the air.',
      'Stay light on your feet and move around.',
      'Work in rounds of two to three minutes.',
    ],
  ],
  [
    'Bear Crawl',
    'cardiovascular system',
    'body weight',
    [
      'Start on your hands and feet with your knees hovering just above the floor.',
      'Move forward by stepping the opposite hand and foot together.',
      'Keep your back flat and your hips low.',
      'Crawl the set distance, then crawl back.',
    ],
  ],
]);

const neck = group('neck', [
  [
    'Chin Tuck',
    'neck flexors',
    'body weight',
    [
      'Sit or stand tall looking straight ahead.',
      'Draw your chin straight back as if making a double chin.',
      'Hold for five seconds without tilting your head down.',
      'Relax and repeat.',
    ],
  ],
  [
    'Isometric Neck Flexion Hold',
    'neck flexors',
    'body weight',
    [
      'Sit tall and place the palm of your hand on your forehead.',
      'Press your head forward into your hand while your hand resists.',
      'Hold for ten seconds without moving your head.',
      'Release slowly and rest before the next hold.',
    ],
  ],
  [
    'Isometric Neck Side Hold',
    'lateral neck flexors',
    'body weight',
    [
      'Sit tall and place one hand on the side of your head above the ear.',
      'Press your head into your hand while your hand resists.',
      'Hold for ten seconds, keeping your head still.',
      'Release and repeat on the other side.',
    ],
  ],
  [
    'Lying Plate Neck Flexion',
    'neck flexors',
    'weighted plate',
    [
      'Lie on your back on a bench with your head just off the end.',
      'Hold a light plate on your forehead, padded with a towel.',
      'Lower your head slowly back, then raise your chin towards your chest.',
      'Move slowly and keep the weight light.',
    ],
  ],
  [
    'Lying Plate Neck Extension',
    'neck extensors',
    'weighted plate',
    [
      'Lie face down on a bench with your head just off the end.',
      'Hold a light plate on the back of your head, padded with a towel.',
      'Lower your chin towards your chest, then raise your head until it is level with your body.',
      'Move slowly through a comfortable range.',
    ],
  ],
  [
    'Neck Harness Extension',
    'neck extensors',
    'neck harness',
    [
      'Fit a neck harness with a light weight hanging from the chain.',
      'Stand bent forward with your hands on your thighs.',
      'Lift your head from looking down to looking forward.',
      'Lower it slowly with control.',
    ],
  ],
  [
    'Banded Neck Side Bend',
    'lateral neck flexors',
    'resistance band',
    [
      'Loop a light band around your head above the ear and anchor the other end to your side.',
      'Sit or stand tall with your shoulders relaxed.',
      'Tilt your head away from the anchor, bringing your ear towards your shoulder.',
      'Return slowly and switch sides after the set.',
    ],
  ],
]);

export const EXERCISE_CATALOGUE: CatalogueExercise[] = [
  ...chest,
  ...back,
  ...shoulders,
  ...upperArms,
  ...lowerArms,
  ...upperLegs,
  ...lowerLegs,
  ...waist,
  ...cardio,
  ...neck,
];
