#!/usr/bin/env node
// Builds api/src/auth/common-passwords.txt: the 3,000 passwords sign-up, password reset and password change refuse.
//
// There is no network here, so the list is not downloaded: it is generated, deterministically, from the patterns that
// dominate every published breach corpus and "most common passwords" ranking (RockYou, the NCSC / HIBP top 100k,
// SplashData and NordPass yearly lists), in roughly the order those rankings put them:
//   1. the well-known leaders, written out by hand (123456, password, qwerty, iloveyou, 1q2w3e4r, …);
//   2. digit patterns: runs, repeats, pairs, mirrored and keypad shapes (111111, 123321, 147258369, …);
//   3. keyboard walks on QWERTY/QWERTZ/AZERTY and the numeric row (qwertyuiop, 1qaz2wsx, zaq12wsx, …);
//   4. popular words of six letters or more: first names, pets, colours, food, pop culture, bands, cars,
//      sports teams (with New Zealand and Australian ones: allblacks, crusaders, blackcaps …), swear-free;
//   5. those words and shorter stems (love, blue, king, …) with the suffixes people add to satisfy a length or digit
//      rule, most common suffix first (1, 123, 12, 1234, !, 01, 69, 007, 2000…);
//   6. common first names followed by birth years 1970–2012 and two-digit years;
//   7. leetspeak spellings of the leaders (p@ssw0rd, l3tm31n, …).
// Each entry is lower-cased (the check is case-insensitive), at least 6 characters (shorter ones can never pass the
// length rule anyway) and unique; the first 3,000 in this order are written, one per line.
//
// Run: node api/src/auth/common-passwords.generate.mjs          (writes the file)
//      node api/src/auth/common-passwords.generate.mjs --print  (prints it; the test compares the two)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COUNT = 3000;
export const MIN_LENGTH = 6;

const words = (text) => text.trim().split(/\s+/);

// 1. The leaders, in the order published rankings usually give them.
const LEADERS = words(`
  123456 password 12345678 qwerty 123456789 1234567 1234567890 111111 123123 abc123 password1 iloveyou 1q2w3e4r
  000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 1qaz2wsx 123321 qwertyuiop superman
  asdfghjkl football baseball welcome 121212 master shadow michael 666666 7777777 123qwe jordan23 trustno1 starwars
  passw0rd freedom whatever qazwsx mustang access charlie hello123 jennifer hunter2 batman 696969 loveme 888888
  112233 123654 555555 1q2w3e 11111111 12341234 987654321 147258369 flower hottie lovely aa123456 password123
  welcome1 admin123 administrator qwe123 computer internet killer soccer hockey ranger daniel thomas robert jessica
  pepper ginger cheese summer maggie buster tigger cookie chocolate pokemon naruto blink182 liverpool arsenal
  chelsea 123abc abcdef abcd1234 a123456 5201314 159753 147258 789456 123789 456789 q1w2e3r4 q1w2e3r4t5 1q2w3e4r5t
  zxcvbnm asdfgh zxcvbn qazwsxedc !qaz2wsx p@ssw0rd p@ssword pa55word iloveyou1 babygirl lovelove secret changeme
  changeme1 default guest123 test123 testing test1234 demo123 temp123 root123 passpass pass123 pass1234 password12
  password1234 password! qwerty1 qwerty12 qwerty1234 asdf1234 1234qwer qwer1234 qweasd qweasdzxc asdasd asd123
  zxc123 princess1 sunshine1 football1 baseball1 monkey1 dragon1 master1 shadow1 superman1 michael1 charlie1
  jordan1 jordan123 jessica1 ashley ashley1 bailey access14 mustang1 harley ranger1 hunter1 hunter123 thunder
  matrix merlin silver golden orange yellow purple banana cherry butterfly rainbow dolphin phoenix wizard
  spiderman mickey snoopy garfield scooby kitten doggie sweetie sweetheart lover friends family forever heaven
  angel1 angels jesus1 blessed prince killer1 hacker ninja1 pirate cowboy soldier sniper gangster player playboy
  nirvana metallica slipknot eminem beatles marley 1234abcd abcd123 abc12345 123456a 12345a 123456q 1234567a
  a1b2c3 a1b2c3d4 aaaaaa aaaaaaaa zzzzzz qqqqqq asdfasdf qwertyui qwerty12345 iloveyou2 iloveu iloveyou! loveyou
  trustme whatever1 letmein1 welcome123 welcome01 admin1234 admin12345 adminadmin root1234 toor123 administrator1
  computer1 internet1 monkey123 dragon123 master123 shadow123 superman123 batman123 charlie123 michael123
  football123 baseball123 soccer123 qwerty123456 asdfghjkl1 zxcvbnm1 qwertyuiop1 starwars1 pokemon1 naruto123
`);

// 2. Digit patterns.
function digitPatterns() {
  const out = [];
  const seq = '01234567890123456789';
  for (const length of [6, 7, 8, 9, 10]) {
    out.push(seq.slice(1, 1 + length)); // 123456…
    out.push(seq.slice(0, length)); // 012345…
  }
  for (const length of [6, 7, 8, 9, 10]) out.push('9876543210'.slice(0, length));
  for (const d of '1234567890') for (const length of [6, 8, 7, 9, 10]) out.push(d.repeat(length));
  for (let a = 0; a <= 9; a++)
    for (let b = 0; b <= 9; b++) {
      if (a === b) continue;
      const pair = `${a}${b}`;
      if (a === 1 || b === 1 || Math.abs(a - b) === 1) out.push(pair.repeat(3)); // 121212, 101010, 232323 …
    }
  out.push(
    ...words(`
      123123123 123321 1234554321 12344321 123454321 112233 11223344 112233445566 111222 111222333 100200 102030
      10203040 101010 11112222 11110000 12121212 13131313 123412 1234512345 1234567812345678 159357 159753 357951
      753951 951753 147852 147852369 963852741 741852963 789456123 456123 321654 258456 852456 147896325 142536
      135790 246810 13579 2468 135791 24682468 123698745 741258963 987456321 951357 369258147 789654 789654123
      6543210 7654321 87654321 999999999 520520 5211314 1314520 201314 201010 202020 212121 252525 303030 123456123
      123456654321 12qwaszx 13141314 11235813 31415926 3141592653 8675309 420420 69696969 777777777 007007 112358
      12345678910 1234509876 1029384756 1122334455 1212312121 0987654321 090909 080808 070707 010101 020202 050505
    `),
  );
  // Dates people use: ddmmyy and mmddyy of New Year and mid-month days in 1980–1999, and bare years doubled.
  for (let year = 1980; year <= 2012; year++) out.push(`${year}${year}`);
  for (const yy of ['85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99', '00'])
    out.push(`0101${yy}`, `1212${yy}`, `0202${yy}`, `1111${yy}`, `2512${yy}`);
  return out;
}

// 3. Keyboard walks.
const KEYBOARD = words(`
  qwerty qwertyu qwertyui qwertyuio qwertyuiop qwertz qwertzu qwertzuiop azerty azertyuiop asdfgh asdfghj asdfghjk
  asdfghjkl asdfghjkl; zxcvbn zxcvbnm zxcvbnm, 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 zaq1xsw2 zaq12wsx xsw2zaq1 2wsx3edc
  1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u q1w2e3 q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 qweasd qweasdzxc
  qazwsx qazwsxedc qazwsxedcrfv wsxedc edcrfv rfvtgb tgbyhn yhnujm plokij poiuyt poiuytrewq lkjhgf lkjhgfdsa mnbvcx
  mnbvcxz ytrewq asdfg1 asdf123 asdf12 zxcvb1 zxcv123 qwer123 qwe123qwe qweqwe qweqweqwe asdasdasd zxczxc
  zxczxczxc 1qa2ws3ed 1a2b3c 1a2b3c4d 1a2s3d4f 1z2x3c4v a1s2d3f4 z1x2c3v4 qwe321 ewq321 321qwe 123ewq 123qweasd
  123qweasdzxc 1qazzaq1 !qazxsw2 1qaz@wsx 1qaz!qaz 1qazxsw23edc !@#$%^ !@#$%^&* !q2w3e4r qwerty! qwerty123! 1q2w3e4r!
  qwertyqwerty asdfasdfasdf qazxswedc wasd1234 qpwoeiruty 0p9o8i7u 0987poiu 7410852963 159632 147963 951623
  zsexdr xdrcft drftgy 3edc4rfv 5tgb6yhn 4rfv5tgb qaswed polkmn
`);

// 4. Popular words (six letters or more are entries on their own; all of them are stems for step 5).
const NAMES = words(`
  michael jennifer jordan jessica ashley daniel andrew joshua matthew anthony charlie thomas robert william taylor
  hannah amanda nicole michelle melissa justin samantha andrea heather joseph george austin hunter jackson maggie
  ginger buster harley tigger bailey sophie chloe oliver jasmine diamond crystal angela brandon bandit dakota summer
  sierra victoria patrick richard charles steven stephen martin edward benjamin nathan travis cameron rebecca rachel
  lauren morgan brittany courtney danielle natalie stephanie vanessa veronica alexander alexis alexandra christian
  christopher jonathan nicholas katherine elizabeth caroline madison isabella gabriel joshua kimberly jasper
  simone robbie ricardo roberto antonio alejandro carlos miguel manuel francisco fernando sergio marina natasha
  svetlana tatiana olivia emily emma charlotte amelia grace ruby harper mason lucas liam noah james david
  samuel jacob ethan logan dylan tyler ryan kevin brian jason scott peter paul mark chris mike john jack sarah
  laura anna maria lisa linda susan karen nancy betty helen sandra donna carol ruth sharon tane aroha mere hemi
  wiremu ngaio kiri manaia nikau tama
`);
const THINGS = words(`
  password iloveyou princess sunshine football baseball welcome monkey dragon master shadow freedom whatever
  letmein trustno secret computer internet summer winter spring autumn flower orange yellow purple silver golden
  banana cherry pepper cheese cookie chocolate butterfly rainbow dolphin falcon phoenix wizard matrix soccer hockey
  tennis golfer fishing hunting guitar rockstar superstar starwars batman superman spiderman pokemon naruto mickey
  minnie snoopy garfield scooby tweety kitten puppy doggie babygirl babyboy sweetie sweetheart lovely lover loveme
  friends family forever heaven angel jesus christ blessed faith prince queen king killer hacker ninja pirate cowboy
  soldier sniper gangster player playboy nirvana metallica slipknot eminem beatles marley tupac legend legends
  warrior warriors champion winner victory destiny freedom liberty america canada london paris berlin tokyo
  newyork chicago boston dallas texas florida california hawaii jamaica mexico brazil england scotland ireland
  australia sydney melbourne brisbane perth kangaroo newzealand aotearoa auckland wellington christchurch hamilton
  dunedin tauranga rotorua kiwi kiwibird silverfern pavlova hobbit frodo gandalf gollum aragorn legolas mordor
  allblacks blackcaps crusaders hurricanes highlanders blues chiefs wallabies springbok rugby cricket netball
  liverpool arsenal chelsea manchester manutd barcelona realmadrid juventus tottenham everton celtic rangers
  yankees redsox cowboys steelers packers raiders eagles patriots lakers celtics bulls broncos dolphins giants
  canucks bruins penguins ferrari porsche mercedes corvette camaro mustang toyota nissan honda subaru yamaha
  harley ducati suzuki kawasaki chevy chevrolet dodge jeep volvo audi beamer holden falcon commodore
  apple samsung google facebook twitter youtube iphone android windows linux ubuntu minecraft fortnite roblox
  xbox playstation nintendo zelda mario luigi sonic pikachu charizard halo callofduty warcraft diablo skyrim
  chicken tigers tiger lion lions eagle wolf wolves bear bears shark sharks panther panthers cobra viper
  monster zombie vampire ghost demon devil lucifer angelina sexy hottie babe baby honey sugar candy cupcake
  muffin peanut butter coffee pizza burger bacon pasta whisky vodka tequila beer guinness heineken
  black white green blue red pink gold diamond ruby emerald sapphire crystal pearl
  music dance party happy smile funny crazy cool awesome love hello thanks please money dollar cash bitcoin
  sunset sunrise ocean beach island mountain river forest garden nature holiday vacation travel
  doctor nurse teacher student school college office work business manager admin user guest test
  letmein open sesame magic spirit soul dream dreams star stars moon galaxy universe planet rocket
  sparky lucky buddy rocky max bella coco daisy molly lucy luna milo oscar toby smokey
  scorpion phantom reaper knight samurai viking spartan gladiator titan hercules zeus apollo athena
`);

// 5. Suffixes, most common first.
const SUFFIXES = words(`
  1 123 12 1234 ! 01 2 69 13 22 11 007 23 7 21 99 88 77 10 2000 1! 123! 12345 00 2020 2021 2022 2023 2024 2025
  2019 2018 321 666 777 111 @123 #1 01! 4 5 3 8 9 0
`);

// 6. Names with birth years.
function namesWithYears() {
  const out = [];
  const topNames = NAMES.slice(0, 60);
  const years = [];
  for (let year = 1990; year >= 1970; year--) years.push(String(year));
  for (let year = 1991; year <= 2012; year++) years.push(String(year));
  const shortYears = [
    '90',
    '91',
    '89',
    '92',
    '88',
    '93',
    '87',
    '94',
    '95',
    '86',
    '96',
    '85',
    '97',
    '98',
    '99',
    '84',
    '83',
    '82',
    '81',
    '80',
  ];
  for (const year of [...shortYears, ...years]) for (const name of topNames) out.push(`${name}${year}`);
  return out;
}

// 7. Leetspeak spellings of the leaders.
const LEET = words(`
  p@ssw0rd p@55w0rd p4ssw0rd p4ssword passw0rd1 p@ssw0rd1 p@ssw0rd123 pa$$word pa$$w0rd l3tm31n letm3in w3lcome
  welc0me w3lc0me m0nkey dr4gon drag0n sh4dow sup3rman b4tman ilov3you il0veyou 1loveyou s3cret s3cr3t
  adm1n123 4dmin123 r00t123 qw3rty qwer7y f00tball football! b4seball pr1ncess princ3ss sunsh1ne
`);

export function generate() {
  const seen = new Set();
  const list = [];
  const add = (candidate) => {
    const entry = candidate.toLowerCase();
    if (entry.length < MIN_LENGTH || /\s/.test(entry) || seen.has(entry) || list.length >= COUNT) return;
    seen.add(entry);
    list.push(entry);
  };
  LEADERS.forEach(add);
  digitPatterns().forEach(add);
  KEYBOARD.forEach(add);
  LEET.slice(0, 12).forEach(add);
  [...THINGS, ...NAMES].forEach(add);
  const stems = [...new Set([...THINGS, ...NAMES])];
  for (const suffix of SUFFIXES) for (const stem of stems) add(`${stem}${suffix}`);
  namesWithYears().forEach(add);
  LEET.forEach(add);
  if (list.length !== COUNT) throw new Error(`generated ${list.length} passwords, expected ${COUNT}`);
  return list;
}

export function render() {
  return `${generate().join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--print')) process.stdout.write(render());
  else {
    const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
    writeFileSync(target, render());
    console.log(`wrote ${COUNT} passwords to ${target}`);
  }
}
