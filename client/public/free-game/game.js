// The placeholder Hi-Lo game of index.html (play money, nothing leaves the page).
const names = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
let current = 6,
  streak = 0,
  best = 0;
const $ = (id) => document.getElementById(id);
const draw = () => Math.floor(Math.random() * 13);
function show(value) {
  $('card').textContent = names[value];
  $('card').classList.toggle('red', Math.random() < 0.5);
}
function guess(higher) {
  let next = draw();
  while (next === current) next = draw();
  const right = higher ? next > current : next < current;
  streak = right ? streak + 1 : 0;
  best = Math.max(best, streak);
  $('msg').textContent = right ? 'Correct!' : 'Missed - start again';
  $('streak').textContent = streak;
  $('best').textContent = best;
  current = next;
  show(current);
}
$('hi').addEventListener('click', () => guess(true));
$('lo').addEventListener('click', () => guess(false));
show(current);
