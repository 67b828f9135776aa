let half = total /2
let ratio = a / b / c
let r = /(?<word>[a-z]+)\/x/
let list = [/a/, /b+/]
foo(/a+/)
let ext = #/a/b/#
let multi = #/
  (?<key>\w+) # comment
  /#
x! /y/ z
